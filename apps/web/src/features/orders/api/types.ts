import type { AppliedDiscount, OrderState, PurchaseData } from '@beatmarket/shared';

export interface OrderFile {
  kind: 'mp3' | 'wav' | 'zip';
  name: string;
  size: number | null;
  href: string;
  expires_in: number;
}

export interface OrderView {
  id: number;
  status: OrderState;
  status_label: string;
  created_at: string;
  paid_at: string | null;
  subtotal: number;
  discount: number;
  total: number;
  currency: string;
  failure_reason: string | null;
  buyer: { name: string; email: string };
  events: { from: string; to: string; note: string; at: string }[];
  items: {
    id: number;
    beat_id: number;
    beat_title: string;
    license: { name: string; type: string; level: string; trackouts: string | null; bundle: string | null };
    terms: string[];
    line_total: number;
    discount: number;
    discounts: AppliedDiscount[];
    amount: number;
    verification_code: string;
    downloads: OrderFile[];
    license_pdf: string | null;
  }[];
}

/** A row of the buyer's purchase list (GET /order/purchases): the order and the beats it licensed. */
export type PurchaseSummary = PurchaseData;

/** How the order page was reached: from the purchase list it is a plain page, never a thank-you. */
export interface OrderPageState {
  from?: 'checkout' | 'purchases';
}
