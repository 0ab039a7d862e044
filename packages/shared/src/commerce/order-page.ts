import type { AppliedDiscount } from './coupon.js';
import type { LineTerms } from './order-terms.js';
import type { OrderHeadView } from './views.js';
import type { SharedFileView } from '../media/views.js';

/** `GET /order/{id}`: the order page, for its buyer (with the files) and for administrators. */
export interface OrderPageView extends OrderHeadView {
  /** Cents given back so far, partial refunds included. */
  refunded: number;
  address: unknown;
  failure_reason: string | null;
  buyer: { name: string; email: string };
  /** Every state change; `actor` names who made it (administrators only see it; null: the system or the provider). */
  events: { from: string; to: string; note: string; at: Date; actor: string | null }[];
  items: {
    id: number;
    /** One of the two: a beat's line, or a store item's (decision 0085). */
    beat_id: number | null;
    store_item_id: number | null;
    /** The service order this line pays a step of, or (a bought feature) started: its thread and files. */
    service_order_id: number | null;
    beat_title: string;
    license: LineTerms;
    terms: string[];
    line_total: number;
    discount: number;
    discounts: AppliedDiscount[];
    amount: number;
    verification_code: string;
    /** Cents of this line given back; the whole amount revokes its licence (no files, no PDF). */
    refunded: number;
    /**
     * The trackouts add-on's delivery: 'missing' while the beat has no trackouts file (they follow when
     * the producer uploads them), 'delivered', 'refunded'; null without the add-on.
     */
    trackouts_status: 'delivered' | 'missing' | 'refunded' | null;
    downloads: SharedFileView[];
    license_pdf: string | null;
    /** The YouTube channel ids the licence covers, and how many its level allows (decision 0092). */
    youtube_channels: string[];
    channel_limit: number;
    /** The claim-release letter for a Content ID dispute: while the licence stands and names a channel. */
    claim_letter: string | null;
  }[];
}
