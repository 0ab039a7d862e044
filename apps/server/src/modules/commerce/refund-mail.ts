import { formatCents } from '@beatmarket/shared';
import type { MailValues } from '../mail/mail.service.js';
import { TrustedHtml } from '../mail/template-renderer.js';
import { escape } from '../mail/templates.js';
import type { OrderItemRow } from './order-rows.repository.js';

/** A line whose whole amount went back: its licence is revoked (a free line only with its order). */
export const lineRevoked = (i: { amount: number; refunded: number }) => i.amount > 0 && i.refunded >= i.amount;

/** The cents a refund of a line's trackouts gives back: the add-on's share, at most what the line still holds. */
export const trackoutsCents = (i: { trackoutsAmount: number; amount: number; refunded: number }) =>
  Math.max(0, Math.min(i.trackoutsAmount, i.amount - i.refunded));

/** What the buyer still holds of a line once `refunded` cents of it are back (after this refund). */
function kept(i: OrderItemRow, refunded: number, orderRefunded: boolean): string {
  const t = i.terms;
  if (orderRefunded || lineRevoked({ amount: i.amount, refunded }))
    return 'nothing: the licence is revoked and its downloads end.';
  const withoutTrackouts = t.trackouts && i.trackoutsStatus === 'refunded';
  return withoutTrackouts
    ? `the ${t.name} licence and its files, without the ${t.trackouts}.`
    : `the ${t.name} licence and all its files.`;
}

const list = (rows: string[]) =>
  new TrustedHtml(`<ul>${rows.map((r) => `<li>${escape(r)}</li>`).join('')}</ul>`, rows.join('; '));

/**
 * The refund mail's values (its text is the `refund` template): the cents given back now per line, and
 * what the buyer keeps of every line. `items` are the lines as they stand after this refund.
 */
export function refundValues(o: {
  name: string;
  orderId: number;
  total: number;
  totalRefunded: number;
  orderUrl: string;
  parts: Map<number, number>;
  items: OrderItemRow[];
  orderRefunded: boolean;
}): MailValues<'refund'> {
  const amount = [...o.parts.values()].reduce((a, c) => a + c, 0);
  const refunded = o.items.flatMap((i) =>
    o.parts.get(i.id) ? [`${i.beatTitle} (${i.terms.name}): ${formatCents(o.parts.get(i.id)!)}`] : [],
  );
  return {
    name: o.name,
    order_id: String(o.orderId),
    amount: formatCents(amount),
    total_refunded: formatCents(o.totalRefunded),
    total: formatCents(o.total),
    refunded: list(refunded),
    kept: list(o.items.map((i) => `${i.beatTitle}: ${kept(i, i.refunded, o.orderRefunded)}`)),
    order_url: o.orderUrl,
  };
}
