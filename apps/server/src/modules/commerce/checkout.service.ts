import { checkoutSchema } from '@beatmarket/shared';
import type { PaymentGateway } from '../../adapters/payments.js';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import type { EntityContext } from '../entities/entity.types.js';
import type { CartService } from './cart.service.js';
import { checkSamples, checkSellable, orderLines } from './checkout-lines.js';
import { checkOffers } from './checkout-offers.js';
import { failureOf, pay, type PaymentDeps } from './checkout-payment.js';
import type { CouponsRepository } from './coupons.repository.js';
import type { OrderRecoveryService } from './order-recovery.service.js';
import type { OrdersRepository } from './orders.repository.js';

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
  onOffersLost?: PaymentDeps['onOffersLost'];
  /** The offers' clock (decision 0098): an accepted offer's line is paid only before its link's deadline. */
  now?: () => Date;
}) {
  const { orders, gateway, recovery } = deps;

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

      const snapshot = await deps.cart.snapshot(ctx);
      const { cart: priced, promo } = snapshot;
      checkSellable(priced);
      checkSamples(snapshot);
      checkOffers(snapshot, (deps.now ?? (() => new Date()))());
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
        orderLines(snapshot, input.channels),
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
        const outcome = await pay(deps, made, ref, user.id, input.payment, promoId);
        if (outcome.kind === 'settled') return answer(orderId);
        if (outcome.kind !== 'paid') {
          const failure = failureOf(outcome);
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
