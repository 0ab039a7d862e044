import { channelLimit, isAdmin, isDelivered, lineTermsText, type OrderPageView } from '@beatmarket/shared';
import type { EntityContext } from '../entities/entity.types.js';
import type { OrderAccess } from './order-access.js';
import { orderHead } from './order-head.js';
import type { OrdersRepository } from './orders.repository.js';
import { lineRevoked } from './refund-mail.js';

/** `GET /order/{id}`: the order, its history and its lines, with their files for the buyer alone. */
export function createOrderPage(orders: OrdersRepository, access: OrderAccess) {
  return async function view(ctx: EntityContext, orderId: number): Promise<OrderPageView> {
    const { order, items, events, buyer } = await access.load(ctx, orderId);
    const delivered = isDelivered(order.status);
    const staff = isAdmin(ctx.user!.role);
    const serviceOrders = await orders.lineServiceOrders(items);
    const actors = staff
      ? await orders.names(events.flatMap((e) => (e.actorId === null ? [] : [e.actorId])))
      : new Map();
    return {
      ...orderHead(order),
      refunded: order.refunded,
      address: order.address,
      failure_reason: order.failureReason,
      buyer,
      events: events.map((e) => ({
        from: e.fromStatus,
        to: e.toStatus,
        note: e.note,
        at: e.createdAt,
        // The buyer sees what happened, not which member of staff did it.
        actor: staff && e.actorId !== null ? (actors.get(e.actorId) ?? null) : null,
      })),
      items: await Promise.all(
        items.map(async (i) => {
          const t = i.terms;
          const stands = delivered && !lineRevoked(i);
          return {
            id: i.id,
            beat_id: i.beatId,
            store_item_id: i.storeItemId,
            service_order_id: serviceOrders.get(i.id) ?? null,
            beat_title: i.beatTitle,
            license: t,
            terms: lineTermsText(t),
            line_total: i.lineTotal,
            discount: i.discount,
            discounts: i.discounts,
            amount: i.amount,
            verification_code: i.verificationCode,
            refunded: i.refunded,
            trackouts_status: i.trackoutsStatus,
            // The files follow the buyer, not whoever opens the page (an administrator gets none).
            downloads: stands && ctx.user!.id === order.userId ? await access.files(order.userId, i) : [],
            license_pdf: stands ? `/private-api/order/${order.id}/license/${i.id}/pdf` : null,
            youtube_channels: i.youtubeChannels,
            channel_limit: channelLimit(t),
            claim_letter:
              stands && i.youtubeChannels.length ? `/private-api/order/${order.id}/license/${i.id}/claim-letter` : null,
          };
        }),
      ),
    };
  };
}
