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
}

export interface Cart {
  items: CartLine[];
  coupons: unknown[];
  totals: { subtotal: number; discount: number; total: number; currency: 'USD' };
}
