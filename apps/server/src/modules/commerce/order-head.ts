import { ORDER_STATE_LABEL } from '@beatmarket/shared';
import type { orders } from '../../db/schema/index.js';

/** What every view of an order starts with, the administrators' list and the order page alike. */
export const orderHead = (o: typeof orders.$inferSelect) => ({
  id: o.id,
  status: o.status,
  status_label: ORDER_STATE_LABEL[o.status],
  created_at: o.createdAt,
  paid_at: o.paidAt,
  subtotal: o.subtotal,
  discount: o.discount,
  total: o.total,
  currency: o.currency,
});
