import { isDelivered } from '@beatmarket/shared';
import type { PaymentGateway } from '../../adapters/payments.js';
import { exclusiveBeats } from './order-lines.js';
import type { OrderRow } from './order-rows.repository.js';
import type { OrdersRepository } from './orders.repository.js';
import type { Refunds } from './refund.js';

export const INTERRUPTED = {
  code: 'payment_declined',
  message: 'Your payment was interrupted before it went through. Nothing was charged. Please try again.',
} as const;

/**
 * How an unfinished order ends (decision 0021), by what the gateway says of its payment: captured and
 * delivered, or failed with whatever it held let go; and an administrator's refund, finished.
 */
export function createOrderSettlement(deps: {
  orders: OrdersRepository;
  gateway: PaymentGateway;
  fulfil(orderId: number): Promise<unknown>;
  refunds: Refunds;
}) {
  const { orders, gateway } = deps;

  /** The money of a recorded sale: capture it (again, harmlessly, after a crash), note it, deliver. */
  async function complete(order: OrderRow) {
    if (!order.capturedAt) {
      await gateway.capture(order.paymentRef!);
      await orders.markCaptured(order.id);
    }
    await deps.fulfil(order.id);
  }

  /** A pending order holds nothing of ours (its sale never committed); a hold at the gateway is let go. */
  function settlePending(orderId: number, skipLocked: boolean) {
    return orders.transaction(async (tx) => {
      const order = await orders.lockOrder(tx, orderId, skipLocked);
      if (!order || order.status !== 'pending') return;
      const state = order.paymentRef ? await gateway.state(order.paymentRef) : 'none';
      if (state === 'unknown') return;
      if (state === 'authorized') await gateway.cancel(order.paymentRef!);
      // Capture only ever follows a committed sale; should one exist anyway, the buyer gets the money back.
      if (state === 'captured') await gateway.refund(order.paymentRef!);
      await orders.move(tx, orderId, 'pending', 'failed', null, 'Recovered: the checkout was interrupted', {
        failureReason: INTERRUPTED.message,
        failureCode: INTERRUPTED.code,
      });
    });
  }

  /** A recorded sale: the gateway says whether the money is there to take. */
  async function settlePaid(order: OrderRow) {
    const state = order.capturedAt ? 'captured' : await gateway.state(order.paymentRef!);
    if (state === 'authorized' || state === 'captured') return complete(order);
    if (state === 'unknown') return;
    // Read before the transaction: on PGlite a query outside an open transaction waits for it to end.
    const { items, buyer } = (await orders.get(order.id))!;
    await orders.transaction(async (tx) => {
      const locked = await orders.lockOrder(tx, order.id);
      if (locked?.status !== 'paid') return;
      if (state === 'refunded')
        return void (await deps.refunds.recordFull(tx, locked, buyer, null, 'Payment provider: refunded'));
      // The hold was cancelled or expired before we took the money: the sale is undone.
      await orders.release(tx, locked, items, exclusiveBeats(items));
      await orders.move(tx, order.id, 'paid', 'failed', null, 'Recovered: the payment was not captured', {
        failureReason: INTERRUPTED.message,
        failureCode: INTERRUPTED.code,
      });
    });
  }

  /**
   * A refund an administrator asked for that nobody finished (a crash between the provider and our
   * write, decision 0031): the provider says whether the money went back; if not, it is sent now, as asked.
   */
  async function settleRefund(orderId: number) {
    const order = await orders.byId(orderId);
    if (!order?.refundRequestedAt || !isDelivered(order.status)) return;
    const state = await gateway.state(order.paymentRef!);
    if (state === 'unknown') return;
    if (state === 'captured') await gateway.refund(order.paymentRef!);
    else if (state !== 'refunded') return void (await orders.clearRefundRequest(orderId));
    const note = 'Refunded by an administrator (finished by recovery)';
    await deps.refunds.full(orderId, order.refundRequestedBy, note);
  }

  return { complete, settlePending, settlePaid, settleRefund };
}
