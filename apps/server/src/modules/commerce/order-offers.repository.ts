import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { offerEvents, offers } from '../../db/schema/index.js';
import { offersOf } from './checkout-offers.js';
import type { OrderItemRow, Tx } from './order-rows.repository.js';

/**
 * An offer's part in a sale (decision 0098), in the transaction that records it with the beats locked:
 * the offers paid become paid (their order noted); every other live offer on a beat sold exclusively is
 * lost, so the buyer who comes second is refused before any charge and sees why.
 */
export function createOrderOffersRepository() {
  return {
    /** Returns the ids of the offers lost. */
    async settleOffers(tx: Tx, items: OrderItemRow[], exclusive: number[]): Promise<number[]> {
      const paid = offersOf(items);
      const orderId = items[0]?.orderId;
      if (paid.length && orderId !== undefined) {
        await tx
          .update(offers)
          .set({ status: 'paid', orderId, updatedAt: new Date() })
          .where(and(inArray(offers.id, paid), eq(offers.status, 'accepted')));
        await tx.insert(offerEvents).values(paid.map((offerId) => ({ offerId, kind: 'paid' })));
      }
      if (!exclusive.length) return [];
      const lost = await tx
        .update(offers)
        .set({ status: 'lost', updatedAt: new Date() })
        .where(
          and(
            inArray(offers.beatId, exclusive),
            inArray(offers.status, ['open', 'accepted']),
            paid.length ? notInArray(offers.id, paid) : undefined,
          ),
        )
        .returning({ id: offers.id });
      if (lost.length) await tx.insert(offerEvents).values(lost.map((o) => ({ offerId: o.id, kind: 'lost' })));
      return lost.map((o) => o.id);
    },
    /**
     * Decision 0101: an offer whose line was given back whole is refunded, a closed state: its link pays
     * nothing more (checkout takes accepted offers only), and the buyer's slot for a new offer is free.
     */
    async refundOffers(tx: Tx, lines: { offerId: number | null }[]) {
      const ids = offersOf(lines);
      if (!ids.length) return;
      const done = await tx
        .update(offers)
        .set({ status: 'refunded', updatedAt: new Date() })
        .where(and(inArray(offers.id, ids), eq(offers.status, 'paid')))
        .returning({ id: offers.id });
      if (done.length) await tx.insert(offerEvents).values(done.map((o) => ({ offerId: o.id, kind: 'refunded' })));
    },
    /** A sale undone by recovery (its money never arrived): the offer it paid is accepted again, its link usable. */
    async reopenOffers(tx: Tx, lines: { offerId: number | null }[]) {
      const ids = offersOf(lines);
      if (!ids.length) return;
      const done = await tx
        .update(offers)
        .set({ status: 'accepted', orderId: null, updatedAt: new Date() })
        .where(and(inArray(offers.id, ids), eq(offers.status, 'paid')))
        .returning({ id: offers.id });
      if (done.length) await tx.insert(offerEvents).values(done.map((o) => ({ offerId: o.id, kind: 'unpaid' })));
    },
  };
}
