import type { OrderPageView, PurchaseData, SharedFileView, Wire } from '@beatmarket/shared';

export type OrderFile = SharedFileView;

/** `GET /order/{id}` (the shared view, timestamps as ISO strings). */
export type OrderView = Wire<OrderPageView>;

/** A row of the buyer's purchase list (GET /order/purchases): the order and the beats it licensed. */
export type PurchaseSummary = PurchaseData;

/** How the order page was reached: from the purchase list it is a plain page, never a thank-you. */
export interface OrderPageState {
  from?: 'checkout' | 'purchases';
}
