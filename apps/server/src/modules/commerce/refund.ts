import { formatCents, isDelivered, allocateRefund, netHoldings, refundAdjustment } from '@beatmarket/shared';
import type { MailService } from '../mail/mail.service.js';
import type { LineTerms } from './checkout.service.js';
import type { OrderItemRow, OrderRow, OrdersRepository } from './orders.repository.js';
import { lineRevoked, refundValues, trackoutsCents } from './refund-mail.js';
import type { RefundsRepository } from './refunds.repository.js';

type Tx = Parameters<Parameters<OrdersRepository['transaction']>[0]>[0];
type Buyer = { name: string; email: string };

/** The beats a set of lines sold exclusively: a sale undone puts exactly these back on sale. */
export const exclusiveBeats = (items: OrderItemRow[]) =>
  items.filter((i) => (i.terms as LineTerms).type === 'exclusive').map((i) => i.beatId);

/**
 * Told once a refund of a delivered order has committed: its lines had counted as sales (beat
 * intelligence), so the cents given back are taken out, and the sale itself for a line refunded whole.
 */
export type Unsold = (order: OrderRow, parts: { beatId: number; cents: number; whole: boolean }[]) => void;

/**
 * Every refund the provider has made, full or partial (decisions 0031, 0074), inside one transaction
 * per refund: the ledger gives back exactly the refunded cents, a line refunded whole loses its licence
 * and its exclusive goes back on sale, and the buyer is mailed what was refunded and what they keep.
 */
export function createRefunds(deps: {
  orders: OrdersRepository;
  refunds: RefundsRepository;
  mail: MailService;
  publicUrl: string;
  unsold?: Unsold;
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
    await refunds.note(tx, order.id, order.status, actorId, `${note}: ${formatCents(cents)}`);
    await mailBuyer(tx, buyer, order, parts, false);
    return { parts, items, live: whole };
  }

  /** Runs one refund under the order's lock, then tells beat intelligence what a delivered order gave back. */
  async function run(
    orderId: number,
    decide: (tx: Tx, locked: OrderRow, buyer: Buyer) => Promise<Awaited<ReturnType<typeof recordFull>>>,
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
        done.parts.get(i.id) ? [{ beatId: i.beatId, cents: done.parts.get(i.id)!, whole: wholeIds.has(i.id) }] : [],
      );
      deps.unsold(done.locked, parts);
    }
    return done !== null;
  }

  /** The lines whose trackouts refund we asked the provider for, that fit in `cents`: marked refunded. */
  async function askedTrackouts(tx: Tx, items: OrderItemRow[], cents: number) {
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
        const asked = await askedTrackouts(tx, items, cents);
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
