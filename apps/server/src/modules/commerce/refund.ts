import type { LineTerms } from './checkout.service.js';
import type { OrderItemRow, OrderRow, OrdersRepository } from './orders.repository.js';

type Tx = Parameters<Parameters<OrdersRepository['transaction']>[0]>[0];

/** The beats a set of lines sold exclusively: a sale undone puts exactly these back on sale. */
export const exclusiveBeats = (items: OrderItemRow[]) =>
  items.filter((i) => (i.terms as LineTerms).type === 'exclusive').map((i) => i.beatId);

/**
 * Records a refund the gateway has made, inside the caller's transaction: the order moves to refunded
 * (which revokes its licences and downloads), the ledger gets equal and opposite rows and its exclusive
 * beats are for sale again. False when the order was no longer in `order.status` (someone else moved it).
 */
export async function recordRefund(
  orders: OrdersRepository,
  tx: Tx,
  order: OrderRow,
  items: OrderItemRow[],
  actorId: number | null,
  note: string,
): Promise<boolean> {
  if (order.status !== 'paid' && order.status !== 'fulfilled') return false;
  const moved = await orders.move(tx, order.id, order.status, 'refunded', actorId, note, {
    refundRequestedAt: null,
    refundRequestedBy: null,
  });
  if (moved) await orders.reverseSale(tx, items, exclusiveBeats(items));
  return moved;
}

/**
 * Told once a refund has committed, with an order that had been delivered: its lines had counted as sales
 * (beat intelligence), so they are taken back. A paid order never delivered counted nothing.
 */
export type Unsold = (order: OrderRow, items: OrderItemRow[]) => void;

/** Records a refund the provider has made: order, ledger, licences and exclusives in one transaction. */
export async function finishRefund(
  orders: OrdersRepository,
  orderId: number,
  actorId: number | null,
  note: string,
  unsold?: Unsold,
) {
  // Read before the transaction: on PGlite a query outside an open transaction waits for it to end.
  const found = await orders.get(orderId);
  if (!found) return;
  const delivered = await orders.transaction(async (tx) => {
    const locked = await orders.lockOrder(tx, orderId);
    if (!locked || !(await recordRefund(orders, tx, locked, found.items, actorId, note))) return null;
    return locked.status === 'fulfilled' ? locked : null;
  });
  if (delivered) unsold?.(delivered, found.items);
}
