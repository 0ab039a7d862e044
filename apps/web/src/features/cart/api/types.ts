import type { AppliedDiscount, Coupon, LicenseLevel, LicenseSpecs, LicenseType } from '@beatmarket/shared';
import type { Beat } from '../../catalog/api/types';

export interface CartLicense {
  id: number;
  name: string;
  type: string;
  level: string;
  level_name: string;
  price: number;
  bundle_price: number | null;
}

/** A licence definition as `/license/records` gives it: what the picker compares. */
export interface LicenseDefinition {
  id: number;
  name: string;
  description: string;
  type: LicenseType;
  level: LicenseLevel;
  price: number;
  specifications: LicenseSpecs;
  bundle_price: number | null;
  bundled_name: string;
  bundled_description: string;
}

/** Spec §3 License edit: the beat and the choices being made for it. */
export interface LicenseEdit {
  beat: Pick<Beat, 'id' | 'slug' | 'family' | 'full_title' | 'image_url' | 'price'> & { producer_name: string };
  type: LicenseType;
  license_id: number;
  trackouts_id: number | null;
  bundle_license_id: number | null;
}

export interface CartLine {
  beat_id: number;
  license_id: number;
  trackouts_id: number | null;
  bundle_license_id: number | null;
  beat: {
    id: number;
    slug: string;
    family: 'beat' | 'feature';
    title: string;
    full_title: string;
    image_url: string | null;
    price: number;
    producer_name: string;
    purchasable: boolean;
  };
  license: CartLicense | null;
  trackouts: CartLicense | null;
  bundle: CartLicense | null;
  line_total: number;
  /** Cents off this line, and which coupon took how much (the buyer sees discounts stack line by line). */
  discount: number;
  discounts: AppliedDiscount[];
  total: number;
}

export interface CartCoupon extends Coupon {
  /** 'Buy 2, get 1 free', '10% off your order'. */
  offer: string;
  /** Spec §4 and decision 0018: 'N days only!', 'Eligible' (a discount applies now), 'Buy {n} more' or 'Add {n} more, 1 free'. */
  label: string;
  applied: boolean;
}

export interface Cart {
  items: CartLine[];
  coupons: CartCoupon[];
  totals: { subtotal: number; discount: number; total: number; currency: 'USD' };
}

/** The edit of a cart line, as the licence editor starts it. */
export const editOf = (line: CartLine): LicenseEdit => ({
  beat: line.beat,
  type: (line.license?.type ?? 'non_exclusive') as LicenseType,
  license_id: line.license_id,
  trackouts_id: line.trackouts_id,
  bundle_license_id: line.bundle_license_id,
});
