import { randomBytes } from 'node:crypto';
import {
  checkoutSchema,
  trackoutsShare,
  type CartLineView,
  type CheckoutInput,
  type LicenseSpecs,
  ledgerShares,
} from '@beatmarket/shared';
import type { PaymentGateway } from '../../adapters/payments.js';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import type { EntityContext } from '../entities/entity.types.js';
import { TRACKOUTS_UNAVAILABLE, type CartService } from './cart.service.js';
import type { CouponsRepository } from './coupons.repository.js';
import type { OrderRecoveryService } from './order-recovery.service.js';
import type { OrderItemRow, OrdersRepository } from './orders.repository.js';

/** The licence terms frozen on a sold line: what the buyer agreed to, whatever the licence becomes later. */
export interface LineTerms {
  name: string;
  type: string;
  level: string;
  specifications: LicenseSpecs;
  trackouts: string | null;
  bundle: string | null;
}

/** Short, unambiguous, printed on the licence PDF (no 0/O or 1/I). */
export const verificationCode = () =>
  Array.from(randomBytes(10), (b) => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[b % 32])
    .join('')
    .replace(/(.{5})(.{5})/, '$1-$2');

/** A line's trackouts, delivered at the sale: checkout sells them only with the file (decision 0077). */
const trackoutsOf = (i: CartLineView) =>
  i.trackouts
    ? {
        trackoutsStatus: 'delivered' as const,
        trackoutsAmount: trackoutsShare({ price: i.trackouts.price, lineTotal: i.line_total, amount: i.total }),
      }
    : {};

type Outcome =
  | { kind: 'paid' }
  | { kind: 'declined'; reason: string }
  | { kind: 'sold'; title: string }
  | { kind: 'promo_used' }
  | { kind: 'settled' };
type Failed = Exclude<Outcome, { kind: 'paid' } | { kind: 'settled' }>;

const FAILURE = {
  declined: (o: Failed) => ({
    code: 'payment_declined' as const,
    message: (o as { reason: string }).reason,
    topicId: 'payment',
  }),
  sold: (o: Failed) => ({
    code: 'sold_out' as const,
    message: `Sorry, ${(o as { title: string }).title} has just been sold.`,
  }),
  promo_used: () => ({
    code: 'promo_code_used' as const,
    message: 'You have already used this promo code.',
    topicId: 'code',
  }),
};
/** The field a failure belongs to, so a retried key answers exactly as the first request did. */
const TOPIC: Partial<Record<string, string>> = { payment_declined: 'payment', promo_code_used: 'code' };

/**
 * POST /cart/order: price the cart on the server, make one order per checkout key, open the payment at
 * the gateway and keep its reference on the order, then — in one transaction with the order and its
 * beats locked — hold the money, mark exclusives sold, record the ledger and clear the cart; capture
 * only after that commits. A buyer who loses an exclusive race is never charged. Whatever a crash
 * interrupts, the recovery service finishes (decision 0021).
 */
export function createCheckoutService(deps: {
  cart: CartService;
  coupons: CouponsRepository;
  orders: OrdersRepository;
  gateway: PaymentGateway;
  recovery: OrderRecoveryService;
  producerPercent: number;
}) {
  const { orders, gateway, recovery } = deps;

  /** The promo code on the order, if the cart's price used it: redeemed once per buyer, with the sale. */
  async function pay(
    made: { id: number; total: number; items: OrderItemRow[] },
    ref: string,
    userId: number,
    payment: CheckoutInput['payment'],
    promoId: number | null,
  ): Promise<Outcome> {
    const orderId = made.id;
    const beatIds = made.items.map((i) => i.beatId);
    const exclusive = made.items.filter((i) => (i.terms as LineTerms).type === 'exclusive').map((i) => i.beatId);
    let held = false;
    try {
      return await orders.transaction(async (tx): Promise<Outcome> => {
        // Recovery may have settled it already (this request stalled past the grace period).
        if ((await orders.lockOrder(tx, orderId))?.status !== 'pending') return { kind: 'settled' };
        const gone = (await orders.lockBeats(tx, beatIds)).find((b) => b.sold || !b.available);
        if (gone) return { kind: 'sold', title: gone.title };
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
        await orders.countSales(tx, beatIds);
        await orders.addLedger(
          tx,
          made.items.flatMap((i) =>
            ledgerShares(i.amount, i, deps.producerPercent).map((s) => ({ orderItemId: i.id, ...s })),
          ),
        );
        await orders.clearCart(tx, userId, beatIds);
        if (promoId !== null) await deps.coupons.clearPromo(userId, tx);
        return { kind: 'paid' };
      });
    } catch (err) {
      if (held) await gateway.cancel(ref);
      throw err;
    }
  }

  /** What a checkout key answers once its order is final: the order, or the error its failure was. */
  async function answer(orderId: number) {
    const order = await recovery.outcome(orderId);
    if (order.status !== 'failed') return order.id;
    const code = recovery.failureCode(order);
    throw new AppError(code, { message: order.failureReason ?? undefined, topicId: TOPIC[code] });
  }

  return {
    async checkout(ctx: EntityContext, body: unknown) {
      if (!ctx.user) throw new AppError('unauthenticated');
      const user = ctx.user;
      const input = parse(checkoutSchema, body);
      const again = await orders.findByKey(user.id, input.idempotency_key);
      if (again) return answer(again.id);

      const { cart: priced, lines, licenses, promo } = await deps.cart.snapshot(ctx);
      if (!priced.items.length) throw new AppError('conflict', { message: 'Your cart is empty.' });
      const stale = priced.items.find((i) => !i.beat.purchasable);
      if (stale)
        throw new AppError('sold_out', {
          message: `${stale.beat.full_title} is no longer available. Remove it to check out.`,
        });
      // Decision 0077: a line kept in the cart from before, whose beat has no trackouts file, is not sold.
      const undeliverable = priced.items.find((i) => i.trackouts_id !== null && !i.beat.trackouts_available);
      if (undeliverable)
        throw new AppError('validation_failed', {
          topicId: 'trackouts_id',
          message: `${TRACKOUTS_UNAVAILABLE} Remove the trackouts from ${undeliverable.beat.full_title} to check out.`,
        });
      const licenseOf = new Map(licenses.map((l) => [l.id, l]));
      const items = priced.items.map((i) => {
        const line = lines.find((l) => l.beatId === i.beat_id)!;
        const license = licenseOf.get(i.license_id)!;
        const terms: LineTerms = {
          name: license.name,
          type: license.type,
          level: license.level,
          specifications: license.specifications as LicenseSpecs,
          trackouts: i.trackouts?.name ?? null,
          bundle: i.bundle ? license.bundledName || 'Bundle' : null,
        };
        return {
          beatId: i.beat_id,
          licenseId: i.license_id,
          trackoutsId: i.trackouts_id,
          bundleLicenseId: i.bundle_license_id,
          beatTitle: i.beat.full_title,
          producerId: line.beat.producerId,
          coproducerId: line.beat.coproducerId,
          terms,
          lineTotal: i.line_total,
          discount: i.discount,
          discounts: i.discounts,
          amount: i.total,
          ...trackoutsOf(i),
          verificationCode: verificationCode(),
        };
      });
      const made = await orders.insertPending(
        {
          userId: user.id,
          idempotencyKey: input.idempotency_key,
          subtotal: priced.totals.subtotal,
          discount: priced.totals.discount,
          total: priced.totals.total,
          currency: 'USD',
          address: input.address,
          paymentProvider: gateway.name,
        },
        items,
      );
      // A second click with the same key while the first is still running: the first one's order.
      if (made === null) return answer((await orders.findByKey(user.id, input.idempotency_key))!.id);

      const orderId = made.id;
      return recovery.working(orderId, async () => {
        const ref = await gateway.open({
          amount: made.total,
          idempotencyKey: `order-${orderId}`,
          description: `Beatmarket order ${orderId}`,
          orderId,
        });
        await orders.setPaymentRef(orderId, ref);
        const promoId = promo && priced.coupons.some((c) => c.id === promo.id && c.applied) ? promo.id : null;
        const outcome = await pay(made, ref, user.id, input.payment, promoId);
        if (outcome.kind === 'settled') return answer(orderId);
        if (outcome.kind !== 'paid') {
          const failure = FAILURE[outcome.kind](outcome);
          await orders.transaction((tx) =>
            orders.move(tx, orderId, 'pending', 'failed', null, failure.message, {
              failureReason: failure.message,
              failureCode: failure.code,
            }),
          );
          throw new AppError(failure.code, failure);
        }
        // Capture and delivery: the same steps recovery takes for a sale a crash left uncaptured. Beat
        // intelligence counts the sale there, when the order becomes fulfilled (decision 0038).
        await recovery.complete(orderId);
        return orderId;
      });
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
