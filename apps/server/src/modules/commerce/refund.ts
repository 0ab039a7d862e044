import { allocateRefund, isDelivered } from '@beatmarket/shared';
import type { MailService } from '../mail/mail.service.js';
import type { OrderItemRow, OrderRow, Tx } from './order-rows.repository.js';
import type { OrdersRepository } from './orders.repository.js';
import { trackoutsCents } from './refund-mail.js';
import { createRefundRecords, type Buyer, type RefundRecords } from './refund-records.js';
import type { RefundsRepository } from './refunds.repository.js';

/**
 * Told once a refund of a delivered order has committed: its lines had counted as sales (beat
 * intelligence), so the cents given back are taken out, and the sale itself for a line refunded whole.
 */
export type Unsold = (order: OrderRow, parts: { beatId: number; cents: number; whole: boolean }[]) => void;

/** The lines whose trackouts refund we asked the provider for, that fit in `cents`: marked refunded. */
async function askedTrackouts(refunds: RefundsRepository, tx: Tx, items: OrderItemRow[], cents: number) {
  const asked = new Map<number, number>();
  let left = cents;
  for (const i of items) {
    const c = trackoutsCents(i);
    if (i.trackoutsStatus !== 'missing' || i.trackoutsRefundRequestedAt === null || c <= 0 || c > left) continue;
    if (await refunds.markTrackoutsRefunded(tx, i.id)) {
      asked.set(i.id, c);
      left -= c;
    }
  }
  return asked;
}

/**
 * Every refund the provider has made, full or partial (decisions 0031, 0074), inside one transaction
 * per refund (its writes: refund-records).
 */
export function createRefunds(deps: {
  orders: OrdersRepository;
  refunds: RefundsRepository;
  mail: MailService;
  publicUrl: string;
  unsold?: Unsold;
}) {
  const { orders, refunds } = deps;
  const { recordFull, recordParts } = createRefundRecords(deps);

  /** Runs one refund under the order's lock, then tells beat intelligence what a delivered order gave back. */
  async function run(
    orderId: number,
    decide: (tx: Tx, locked: OrderRow, buyer: Buyer) => Promise<Awaited<ReturnType<RefundRecords['recordFull']>>>,
  ) {
    // Read before the transaction: on PGlite a query outside an open transaction waits for it to end.
    const found = await orders.get(orderId);
    if (!found) return false;
    const done = await orders.transaction(async (tx) => {
      const locked = await orders.lockOrder(tx, orderId);
      if (!locked || !isDelivered(locked.status)) return null;
      const made = await decide(tx, locked, found.buyer);
      return made && { ...made, locked };
    });
    if (done?.locked.status === 'fulfilled' && deps.unsold) {
      const wholeIds = new Set(done.live.map((i) => i.id));
      const parts = done.items.flatMap((i) =>
        // Beat intelligence counts beats' sales only (a store item's line has no beat).
        done.parts.get(i.id) && i.beatId !== null
          ? [{ beatId: i.beatId, cents: done.parts.get(i.id)!, whole: wholeIds.has(i.id) }]
          : [],
      );
      deps.unsold(done.locked, parts);
    }
    return done !== null;
  }

  return {
    recordFull,
    /**
     * A line's trackouts add-on given back (decision 0077), once the provider has refunded it: exactly
     * its cents as adjustments, the line keeps its licence and other files; nothing when already settled.
     */
    trackouts: (orderId: number, itemId: number, actorId: number | null, note: string) =>
      run(orderId, async (tx, locked, buyer) => {
        const line = (await refunds.items(tx, orderId)).find((i) => i.id === itemId);
        if (line?.trackoutsStatus !== 'missing') return null;
        const cents = trackoutsCents(line);
        if (!(await refunds.markTrackoutsRefunded(tx, itemId))) return null;
        if (cents <= 0) {
          await refunds.note(tx, orderId, locked.status, actorId, `${note}: nothing was paid for them`);
          return null;
        }
        if (locked.refunded + cents >= locked.total) return recordFull(tx, locked, buyer, actorId, note);
        return recordParts(tx, locked, buyer, new Map([[itemId, cents]]), actorId, note);
      }),
    /**
     * One line given back whole, once the provider refunded it (a cancelled service order's milestone,
     * decision 0088): what the line still holds, as adjustments; the whole order when nothing else is left.
     */
    line: (orderId: number, itemId: number, actorId: number | null, note: string) =>
      run(orderId, async (tx, locked, buyer) => {
        const line = (await refunds.items(tx, orderId)).find((i) => i.id === itemId);
        const cents = line ? line.amount - line.refunded : 0;
        if (cents <= 0) return null;
        if (locked.refunded + cents >= locked.total) return recordFull(tx, locked, buyer, actorId, note);
        return recordParts(tx, locked, buyer, new Map([[itemId, cents]]), actorId, note);
      }),
    /** The whole order refunded at the provider. */
    full: (orderId: number, actorId: number | null, note: string) =>
      run(orderId, (tx, locked, buyer) => recordFull(tx, locked, buyer, actorId, note)),
    /**
     * The provider's running total of cents refunded on the order's payment (a refund made in its
     * dashboard): only what is new since the last one is booked, so a repeated or late event books nothing.
     */
    toTotal: (orderId: number, refundedTotal: number, actorId: number | null, note: string) =>
      run(orderId, async (tx, locked, buyer) => {
        if (refundedTotal >= locked.total) return recordFull(tx, locked, buyer, actorId, note);
        const cents = refundedTotal - locked.refunded;
        if (cents <= 0) return null;
        const items = await refunds.items(tx, orderId);
        // A trackouts refund we asked for (decision 0077) is that line's add-on, not spread over the order.
        const asked = await askedTrackouts(refunds, tx, items, cents);
        const left = cents - [...asked.values()].reduce((a, c) => a + c, 0);
        const parts = allocateRefund(
          left,
          items.map((i) => ({ id: i.id, remaining: Math.max(0, i.amount - i.refunded - (asked.get(i.id) ?? 0)) })),
        );
        for (const [id, c] of asked) parts.set(id, (parts.get(id) ?? 0) + c);
        return recordParts(tx, locked, buyer, parts, actorId, `${note} (partial)`);
      }),
  };
}
export type Refunds = ReturnType<typeof createRefunds>;
