import { formatCents, isDelivered, netHoldings, refundAdjustment } from '@beatmarket/shared';
import type { MailService } from '../mail/mail.service.js';
import { exclusiveBeats } from './order-lines.js';
import type { OrderRow, Tx } from './order-rows.repository.js';
import type { OrdersRepository } from './orders.repository.js';
import { lineRevoked, refundValues } from './refund-mail.js';
import type { RefundsRepository } from './refunds.repository.js';

export type Buyer = { name: string; email: string };

/**
 * A refund's writes in the caller's transaction, full or partial: the ledger gives back exactly the
 * refunded cents, a line refunded whole loses its licence and its exclusive goes back on sale, and the
 * buyer is mailed what was refunded and what they keep.
 */
export function createRefundRecords(deps: {
  orders: OrdersRepository;
  refunds: RefundsRepository;
  mail: MailService;
  publicUrl: string;
}) {
  const { orders, refunds } = deps;

  async function mailBuyer(tx: Tx, buyer: Buyer, order: OrderRow, parts: Map<number, number>, full: boolean) {
    const items = await refunds.items(tx, order.id);
    const values = refundValues({
      name: buyer.name,
      orderId: order.id,
      total: order.total,
      totalRefunded: full ? order.total : order.refunded + [...parts.values()].reduce((a, c) => a + c, 0),
      orderUrl: `${deps.publicUrl}/order/${order.id}`,
      parts,
      items,
      orderRefunded: full,
    });
    await deps.mail.sendTemplate(buyer.email, 'refund', values, tx);
  }

  /** The whole order given back, in the caller's transaction: false when it was no longer paid or delivered. */
  async function recordFull(tx: Tx, order: OrderRow, buyer: Buyer, actorId: number | null, note: string) {
    if (!isDelivered(order.status)) return null;
    const moved = await orders.move(tx, order.id, order.status, 'refunded', actorId, note, {
      refundRequestedAt: null,
      refundRequestedBy: null,
      refunded: order.total,
    });
    if (!moved) return null;
    const items = await refunds.items(tx, order.id);
    // Lines refunded whole before were restocked and their ledger already nets to zero.
    const live = items.filter((i) => !lineRevoked(i));
    await orders.reverseSale(tx, live, exclusiveBeats(live));
    await orders.refundOffers(tx, live);
    await orders.cancelFeatureOrders(tx, live);
    const parts = new Map(items.flatMap((i) => (i.amount > i.refunded ? [[i.id, i.amount - i.refunded]] : [])));
    await refunds.addItemRefunds(tx, parts);
    await mailBuyer(tx, buyer, order, parts, true);
    return { parts, items, live };
  }

  /** Cents given back on chosen lines, short of the whole order: adjustment rows, no state change. */
  async function recordParts(
    tx: Tx,
    order: OrderRow,
    buyer: Buyer,
    parts: Map<number, number>,
    actorId: number | null,
    note: string,
  ) {
    const items = await refunds.items(tx, order.id);
    const held = netHoldings(await refunds.ledgerOf(tx, [...parts.keys()]));
    const rows = [...parts].flatMap(([itemId, cents]) =>
      refundAdjustment(
        held.filter((r) => r.orderItemId === itemId).map((r) => ({ ...r, kind: 'adjustment' as const, note })),
        cents,
      ).map(({ id: _id, createdAt: _at, ...r }) => r),
    );
    await orders.addLedger(tx, rows);
    await refunds.addItemRefunds(tx, parts);
    const cents = [...parts.values()].reduce((a, c) => a + c, 0);
    await refunds.setOrderRefunded(tx, order.id, order.refunded + cents);
    const whole = items.filter(
      (i) => !lineRevoked(i) && lineRevoked({ ...i, refunded: i.refunded + (parts.get(i.id) ?? 0) }),
    );
    await refunds.restock(tx, whole, exclusiveBeats(whole));
    await orders.refundOffers(tx, whole);
    await orders.cancelFeatureOrders(tx, whole);
    await refunds.note(tx, order.id, order.status, actorId, `${note}: ${formatCents(cents)}`);
    await mailBuyer(tx, buyer, order, parts, false);
    return { parts, items, live: whole };
  }

  return { recordFull, recordParts };
}
export type RefundRecords = ReturnType<typeof createRefundRecords>;
