import { ledgerShares, type CheckoutInput } from '@beatmarket/shared';
import type { PaymentGateway } from '../../adapters/payments.js';
import type { CouponsRepository } from './coupons.repository.js';
import { milestonesOf } from './order-milestones.repository.js';
import { beatsOf, exclusiveBeats, storeItemsOf, upgradedOf } from './order-lines.js';
import type { OrderItemRow, Tx } from './order-rows.repository.js';
import type { OrdersRepository } from './orders.repository.js';

export type Outcome =
  | { kind: 'paid' }
  | { kind: 'declined'; reason: string }
  | { kind: 'sold'; title: string }
  | { kind: 'promo_used' }
  | { kind: 'upgraded'; title: string }
  | { kind: 'settled' };

/** What a checkout that did not pay answers, and notes on its order. */
export function failureOf(o: Exclude<Outcome, { kind: 'paid' } | { kind: 'settled' }>) {
  switch (o.kind) {
    case 'declined':
      return { code: 'payment_declined' as const, message: o.reason, topicId: 'payment' };
    case 'sold':
      return { code: 'sold_out' as const, message: `Sorry, ${o.title} has just been sold.` };
    case 'upgraded':
      return {
        code: 'conflict' as const,
        message: `Your licence of ${o.title} has already been upgraded or is no longer valid. Nothing was charged.`,
      };
    case 'promo_used':
      return { code: 'promo_code_used' as const, message: 'You have already used this promo code.', topicId: 'code' };
  }
}

export interface PaymentDeps {
  orders: OrdersRepository;
  coupons: CouponsRepository;
  gateway: PaymentGateway;
  producerPercent: number;
  /** Decision 0101: mails the buyers of the offers a sale lost, in its transaction (given by the offers module). */
  onOffersLost?: (tx: Tx, offerIds: number[]) => Promise<unknown>;
}

/**
 * Holds the money and records the sale, with the order and its beats locked. promoId: the promo code the
 * cart's price used, redeemed once per buyer, with the sale.
 */
export async function pay(
  deps: PaymentDeps,
  made: { id: number; total: number; items: OrderItemRow[] },
  ref: string,
  userId: number,
  payment: CheckoutInput['payment'],
  promoId: number | null,
): Promise<Outcome> {
  const { orders, gateway } = deps;
  const orderId = made.id;
  const beatIds = beatsOf(made.items);
  const exclusive = exclusiveBeats(made.items);
  let held = false;
  try {
    return await orders.transaction(async (tx): Promise<Outcome> => {
      // Recovery may have settled it already (this request stalled past the grace period).
      if ((await orders.lockOrder(tx, orderId))?.status !== 'pending') return { kind: 'settled' };
      const gone = (await orders.lockBeats(tx, beatIds)).find((b) => b.sold || !b.available);
      if (gone) return { kind: 'sold', title: gone.title };
      // Decision 0088: a milestone another checkout paid, or whose order was cancelled, is never charged.
      const milestones = milestonesOf(made.items);
      if (!(await orders.milestonesDue(tx, milestones))) return { kind: 'sold', title: 'This service payment' };
      // Decision 0095: a licence is upgraded once; one that no longer stands (refunded, or another upgrade won) is not charged.
      const stale = await orders.upgrades.lockStale(tx, upgradedOf(made.items), orderId);
      if (stale.length)
        return { kind: 'upgraded', title: made.items.find((i) => i.upgradesItemId === stale[0])!.beatTitle };
      const auth = await gateway.authorize(ref, payment);
      if (!auth.ok) return { kind: 'declined', reason: auth.reason };
      held = true;
      if (promoId !== null && !(await deps.coupons.redeem(tx, promoId, userId, orderId))) {
        held = false;
        await gateway.cancel(ref);
        return { kind: 'promo_used' };
      }
      if (!(await orders.move(tx, orderId, 'pending', 'paid', null, 'Payment authorized', { paidAt: new Date() })))
        throw new Error(`order ${orderId} left pending under us`);
      await orders.markSold(tx, exclusive);
      // Decision 0098: the offers these lines pay are paid; the other live offers on a beat sold exclusively are lost.
      const lost = await orders.settleOffers(tx, made.items, exclusive);
      if (lost.length) await deps.onOffersLost?.(tx, lost);
      await orders.countSales(tx, beatIds);
      await orders.addLedger(
        tx,
        made.items.flatMap((i) =>
          ledgerShares(i.amount, i, deps.producerPercent).map((s) => ({ orderItemId: i.id, ...s })),
        ),
      );
      await orders.clearCart(tx, userId, beatIds, storeItemsOf(made.items));
      await orders.holdMilestones(tx, milestones);
      if (promoId !== null) await deps.coupons.clearPromo(userId, tx);
      return { kind: 'paid' };
    });
  } catch (err) {
    if (held) await gateway.cancel(ref);
    throw err;
  }
}
