import type { MilestoneKind, ServiceBrief, ServiceKind, ServiceStatus } from './service-orders.js';

export interface ServiceFileView {
  name: string;
  /** A signed link bound to the viewer; null while the buyer may not download it yet. */
  href: string | null;
}
export interface ServiceEventView {
  id: number;
  kind: 'request' | 'message' | 'quote' | 'accept' | 'decline' | 'version' | 'revision' | 'approve' | 'paid' | 'cancel';
  body: string;
  author: string | null;
  mine: boolean;
  files: ServiceFileView[];
  at: string;
}
export interface ServiceMilestoneView {
  kind: MilestoneKind;
  amount: number;
  status: 'due' | 'held' | 'paid' | 'refunded';
}
/** GET /service-orders/{id}: the thread and what the viewer may do next. */
export interface ServiceOrderView {
  id: number;
  kind: ServiceKind;
  title: string;
  status: ServiceStatus;
  buyer: string;
  seller: string;
  brief: ServiceBrief;
  price: number | null;
  deposit_percent: number;
  revisions_included: number;
  revisions_used: number;
  due_at: string | null;
  late: boolean;
  role: 'buyer' | 'seller' | 'admin';
  actions: string[];
  milestones: ServiceMilestoneView[];
  events: ServiceEventView[];
  created_at: string;
}
export interface ServiceOrderSummary {
  id: number;
  kind: ServiceKind;
  title: string;
  status: ServiceStatus;
  buyer: string;
  seller: string;
  price: number | null;
  due_at: string | null;
  late: boolean;
  /** The viewer's side: bought (they asked), sold (they answer; administrators for the house), null otherwise. */
  side: 'bought' | 'sold' | null;
  updated_at: string;
}
/** GET /service-orders/report (administrators): one row per kind and state, with the money moved. */
export interface ServiceOrdersReportRow {
  kind: ServiceKind;
  status: ServiceStatus;
  count: number;
  /** Agreed prices, cents (quoted or fixed orders only). */
  agreed: number;
  /** Milestones captured and not refunded, cents. */
  paid: number;
  /** Milestones refunded on cancellation, cents. */
  refunded: number;
}
/** A milestone in the cart: paid alone, untouched by coupons (decision 0088). */
export interface ServiceCartLine {
  milestone_id: number;
  service_order_id: number;
  kind: MilestoneKind;
  title: string;
  payable: boolean;
  line_total: number;
  discount: number;
  discounts: [];
  total: number;
}
