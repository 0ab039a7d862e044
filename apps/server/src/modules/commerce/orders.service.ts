import { isAdmin, isDelivered, ORDER_TRANSITIONS, type OrderState } from '@beatmarket/shared';
import type { PaymentEvent, PaymentGateway } from '../../adapters/payments.js';
import { AppError } from '../../core/errors.js';
import type { EntityContext } from '../entities/entity.types.js';
import type { MailService } from '../mail/mail.service.js';
import type { DownloadsService } from '../media/downloads.service.js';
import { createOrderAccess } from './order-access.js';
import { createOrderDelivery, type ClaimMail } from './order-delivery.js';
import { createOrderLicences } from './order-licences.js';
import { createOrderPage } from './order-page.js';
import type { OrdersRepository } from './orders.repository.js';
import type { Refunds } from './refund.js';

/**
 * Orders after checkout: the order page (order-page), delivery (order-delivery), licence PDFs and
 * verification (order-licences), and here refunds and the provider's webhooks.
 */
export function createOrdersService(deps: {
  orders: OrdersRepository;
  downloads: DownloadsService;
  mail: MailService;
  gateway: PaymentGateway;
  publicUrl: string;
  refunds: Refunds;
  claimMail?: ClaimMail;
  onServicePaid?: Parameters<typeof createOrderDelivery>[0]['onServicePaid'];
}) {
  const { orders } = deps;
  const access = createOrderAccess(deps);
  const view = createOrderPage(orders, access);

  const finishRefund = (orderId: number, actorId: number | null, note: string) =>
    deps.refunds.full(orderId, actorId, note);

  return {
    view,
    ...createOrderDelivery({ ...deps, files: access.files }),
    ...createOrderLicences({ orders, publicUrl: deps.publicUrl, load: access.load }),

    /**
     * Administrators refund (decision 0031): the request is noted on the order first, then the provider
     * refunds, then the order, ledger and licences follow in one transaction. A crash between the last
     * two is finished by recovery from the note; a refund the provider refused clears it.
     */
    async refund(ctx: EntityContext, orderId: number) {
      if (!ctx.user) throw new AppError('unauthenticated');
      if (!isAdmin(ctx.user.role)) throw new AppError('forbidden');
      const { order } = await access.load(ctx, orderId);
      const refusal = new AppError('conflict', { message: 'Only paid orders can be refunded.' });
      if (!isDelivered(order.status) || !order.paymentRef || !order.capturedAt) throw refusal;
      const noted = await orders.transaction((tx) => orders.requestRefund(tx, orderId, ctx.user!.id));
      if (!noted.length) throw refusal;
      try {
        await deps.gateway.refund(order.paymentRef);
      } catch (err) {
        // A lost answer may hide a refund that happened: only one the provider did not make is dropped.
        const state = await deps.gateway.state(order.paymentRef).catch(() => 'unknown' as const);
        if (state === 'captured') await orders.clearRefundRequest(orderId);
        if (state !== 'refunded') throw err;
      }
      await finishRefund(orderId, ctx.user.id, 'Refunded by an administrator');
      return view(ctx, orderId);
    },
    finishRefund,

    /**
     * A service milestone's line given back (decision 0088): refunded at the provider under the line's own
     * key (a rerun after a crash refunds nothing more), then booked. Callers check the administrator.
     */
    async refundLine(orderId: number, itemId: number, actorId: number, note: string) {
      const found = await orders.get(orderId);
      const line = found?.items.find((i) => i.id === itemId);
      if (!found || !line || !isDelivered(found.order.status) || !found.order.paymentRef || !found.order.capturedAt)
        return false;
      const cents = line.amount - line.refunded;
      if (cents > 0) await deps.gateway.refundPart(found.order.paymentRef, cents, `service-line-${itemId}`);
      return deps.refunds.line(orderId, itemId, actorId, note);
    },

    /** A provider's signed news about a payment (a refund made in its dashboard, a failed charge). */
    async paymentEvent(event: PaymentEvent) {
      if (event.type === 'ignored') return;
      const order = await orders.byPaymentRef(event.ref);
      if (!order) return;
      const to: OrderState = event.type === 'refunded' ? 'refunded' : 'failed';
      // A recorded sale whose hold went away is undone by recovery, which also releases what it held.
      if (!ORDER_TRANSITIONS[order.status].includes(to) || (to === 'failed' && order.status !== 'pending')) return;
      // The provider's running total tells a partial refund from a full one (decision 0074).
      if (to === 'refunded')
        return void (event.refunded === undefined
          ? await finishRefund(order.id, null, 'Payment provider: refunded')
          : await deps.refunds.toTotal(order.id, event.refunded, null, 'Payment provider: refunded'));
      await orders.transaction((tx) =>
        orders.move(tx, order.id, order.status, to, null, `Payment provider: ${event.type}`),
      );
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
