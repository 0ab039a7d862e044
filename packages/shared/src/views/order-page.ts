import type { AppliedDiscount } from '../commerce/coupon.js';
import type { LicenseSpecs } from '../commerce/license.js';
import type { OrderHeadView } from './commerce.js';
import type { SharedFileView } from './media.js';

/** The licence terms frozen onto an order line at the sale. */
export interface OrderLineTermsView {
  name: string;
  type: string;
  level: string;
  specifications: LicenseSpecs;
  trackouts: string | null;
  bundle: string | null;
}

/** `GET /order/{id}`: the order page, for its buyer (with the files) and for administrators. */
export interface OrderPageView extends OrderHeadView {
  address: unknown;
  failure_reason: string | null;
  buyer: { name: string; email: string };
  /** Every state change; `actor` names who made it (administrators only see it; null: the system or the provider). */
  events: { from: string; to: string; note: string; at: Date; actor: string | null }[];
  items: {
    id: number;
    beat_id: number;
    beat_title: string;
    license: OrderLineTermsView;
    terms: string[];
    line_total: number;
    discount: number;
    discounts: AppliedDiscount[];
    amount: number;
    verification_code: string;
    downloads: SharedFileView[];
    license_pdf: string | null;
  }[];
}
