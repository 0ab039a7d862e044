import { ORDER_STATE_LABEL, type LineTerms } from '@beatmarket/shared';
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

/** A row of the buyer's purchase list: the order's head and the beats it licensed, under which licence. */
export const purchaseOf = (
  o: typeof orders.$inferSelect,
  items: { beatId: number | null; beatTitle: string; terms: LineTerms }[],
) => ({
  ...orderHead(o),
  items: items.map((i) => {
    // The terms frozen at the sale: only the names are shown here.
    const t = i.terms;
    return { beat_id: i.beatId, beat_title: i.beatTitle, license: t.name, trackouts: t.trackouts, bundle: t.bundle };
  }),
});
