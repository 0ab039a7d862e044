import type { UpgradeRefView } from './upgrade.js';
import type { ServiceCartLine } from '../service-orders/views.js';
import type { AppliedDiscount, Coupon } from './coupon.js';
import type { BeatView } from '../catalog/views.js';

/** A licence on a cart line, named for the buyer. */
export interface CartLicenseView {
  id: number;
  name: string;
  type: string;
  level: string;
  level_name: string;
  price: number;
  bundle_price: number | null;
}

/** One beat in the cart with the licence choices made for it, priced in integer cents. */
export interface CartLineView {
  beat_id: number;
  license_id: number;
  trackouts_id: number | null;
  bundle_license_id: number | null;
  /** An accepted offer's line (decision 0098): priced at the agreed amount, no coupon, no add-ons. */
  offer_id?: number | null;
  beat: Pick<
    BeatView,
    'id' | 'slug' | 'family' | 'title' | 'full_title' | 'image_url' | 'price' | 'purchasable' | 'trackouts_available'
  > & {
    producer_name: string;
  };
  license: CartLicenseView | null;
  trackouts: CartLicenseView | null;
  bundle: CartLicenseView | null;
  /** Decision 0095: the held licence this line upgrades and the cents credited for it (line_total is after it). */
  upgrade?: (UpgradeRefView & { credit: number }) | null;
  line_total: number;
  /** Cents off this line, and which coupon took how much (the buyer sees discounts stack line by line). */
  discount: number;
  discounts: AppliedDiscount[];
  total: number;
}

export interface CartCouponView extends Coupon {
  /** 'Buy 2, get 1 free', '10% off your order'. */
  offer: string;
  /** Spec §4 and decision 0018: 'N days only!', 'Eligible' (a discount applies now), 'Buy {n} more' or 'Add {n} more, 1 free'. */
  label: string;
  applied: boolean;
}

/** A store item in the cart (decision 0085): its price is the line's, under its own royalty-free terms. */
export interface StoreCartLineView {
  store_item_id: number;
  item: { id: number; slug: string; kind: string; title: string; image_url: string | null; seller_name: string };
  /** False once the item is no longer published: checkout refuses the cart until it is removed. */
  purchasable: boolean;
  line_total: number;
  discount: number;
  discounts: AppliedDiscount[];
  total: number;
}

/** `GET /cart` and every cart change: the whole cart, priced line by line. */
export interface CartView {
  items: CartLineView[];
  /** Store items, priced with the beats under the same coupons (they count as lines for "buy N"). */
  store_items: StoreCartLineView[];
  /** A service order's deposit or balance (decision 0088): paid on its own, no coupon touches it. */
  service_items?: ServiceCartLine[];
  coupons: CartCouponView[];
  totals: { subtotal: number; discount: number; total: number; currency: 'USD' };
}
