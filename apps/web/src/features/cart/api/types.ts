export interface CartLicense { id: number; name: string; type: string; level: string; level_name: string; price: number; bundle_price: number | null }

export interface CartLine {
  beat_id: number;
  license_id: number;
  trackouts_id: number | null;
  bundle_license_id: number | null;
  beat: { id: number; slug: string; family: 'beat' | 'feature'; title: string; full_title: string; image_url: string | null; producer_name: string; purchasable: boolean };
  license: CartLicense | null;
  trackouts: CartLicense | null;
  bundle: CartLicense | null;
  line_total: number;
  /** Cents off this line, and which coupon took how much (the buyer sees discounts stack line by line). */
  discount: number;
  discounts: { coupon_id: number; title: string; cents: number }[];
  total: number;
}

export interface CartCoupon {
  id: number;
  title: string;
  code: string | null;
  buy_x: number;
  get_y: number;
  percent_off: number | null;
  redeem_by: string;
  /** 'Buy 2, get 1 free', '10% off your order'. */
  offer: string;
  /** Spec §4: 'N days only!', 'Eligible', 'Buy {n} more'. */
  label: string;
  applied: boolean;
}

export interface Cart {
  items: CartLine[];
  coupons: CartCoupon[];
  totals: { subtotal: number; discount: number; total: number; currency: 'USD' };
}
