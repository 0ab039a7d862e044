import {
  type AppliedDiscount,
  grantedFiles,
  isAdmin,
  isDelivered,
  licenseTerms,
  ORDER_TRANSITIONS,
  type LicenseCheckView,
  type LicenseType,
  type OrderPageView,
  type OrderState,
} from '@beatmarket/shared';
import type { PaymentEvent, PaymentGateway } from '../../adapters/payments.js';
import { AppError } from '../../core/errors.js';
import type { EntityContext } from '../entities/entity.types.js';
import type { MailService } from '../mail/mail.service.js';
import type { DownloadsService } from '../media/downloads.service.js';
import type { LineTerms } from './checkout.service.js';
import { licensePdf } from './license-pdf.js';
import { orderHead } from './order-head.js';
import type { Refunds } from './refund.js';
import { lineRevoked } from './refund-mail.js';
import type { OrdersRepository } from './orders.repository.js';
import { receiptValues, type ReceiptLine } from './receipt-mail.js';

type Tx = Parameters<OrdersRepository['move']>[0];

/** Orders after checkout: the order page, delivery links, licence PDFs, verification, refunds, webhooks. */
export function createOrdersService(deps: {
  orders: OrdersRepository;
  downloads: DownloadsService;
  mail: MailService;
  gateway: PaymentGateway;
  publicUrl: string;
  refunds: Refunds;
  /**
   * A membership claim's delivery mail (issue 31), in place of the sale's receipt: nothing was paid, so
   * "Your payment of … has cleared" would be wrong. Given by the subscriptions module.
   */
  claimMail?(tx: Tx, order: { id: number; subscriptionId: number }, lines: ReceiptLine[]): Promise<unknown>;
}) {
  const { orders } = deps;
  const verifyUrl = (code: string) => `${deps.publicUrl}/verify/${code}`;

  async function load(ctx: EntityContext, orderId: number) {
    if (!ctx.user) throw new AppError('unauthenticated');
    const found = await orders.get(orderId);
    // Another buyer's order does not exist, as far as they can tell.
    if (!found || (found.order.userId !== ctx.user.id && !isAdmin(ctx.user.role)))
      throw new AppError('record_not_found');
    return found;
  }

  /** The files a line grants: trackouts only once they are there (decision 0074). */
  async function files(
    userId: number,
    item: { beatId: number; trackoutsId: number | null; trackoutsStatus: string | null; terms: unknown },
  ) {
    const t = item.terms as LineTerms;
    const trackouts = item.trackoutsId !== null && (item.trackoutsStatus ?? 'delivered') === 'delivered';
    return deps.downloads.licensedFiles(
      userId,
      item.beatId,
      grantedFiles(t.specifications, { trackouts, type: t.type as LicenseType }),
    );
  }

  async function view(ctx: EntityContext, orderId: number): Promise<OrderPageView> {
    const { order, items, events, buyer } = await load(ctx, orderId);
    const delivered = isDelivered(order.status);
    const staff = isAdmin(ctx.user!.role);
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
          const t = i.terms as LineTerms;
          const stands = delivered && !lineRevoked(i);
          return {
            id: i.id,
            beat_id: i.beatId,
            beat_title: i.beatTitle,
            license: t,
            terms: licenseTerms(t.specifications),
            line_total: i.lineTotal,
            discount: i.discount,
            // Frozen at the sale from the priced cart's AppliedDiscount[] (a jsonb column reads as unknown).
            discounts: i.discounts as AppliedDiscount[],
            amount: i.amount,
            verification_code: i.verificationCode,
            refunded: i.refunded,
            trackouts_status: i.trackoutsStatus,
            // The files follow the buyer, not whoever opens the page (an administrator gets none).
            downloads: stands && ctx.user!.id === order.userId ? await files(order.userId, i) : [],
            license_pdf: stands ? `/private-api/order/${order.id}/license/${i.id}/pdf` : null,
          };
        }),
      ),
    };
  }

  const finishRefund = (orderId: number, actorId: number | null, note: string) =>
    deps.refunds.full(orderId, actorId, note);

  return {
    view,

    /**
     * Delivery once the money is captured: the order is fulfilled and the receipt is queued in the same
     * transaction, so a crash can neither deliver without a receipt nor send one twice.
     */
    /** Answers true only for the call that moved the order to fulfilled (beat intelligence counts the sale then). */
    async fulfil(orderId: number): Promise<boolean> {
      const found = (await orders.get(orderId))!;
      if (found.order.status !== 'paid') return false;
      const lines = await Promise.all(
        found.items.map(async (i) => ({
          title: i.beatTitle,
          license: (i.terms as LineTerms).name,
          amount: i.amount,
          files: (await files(found.order.userId, i)).map((f) => ({
            name: f.name,
            href: `${deps.publicUrl}${f.href}`,
          })),
        })),
      );
      const receipt = receiptValues({
        name: found.buyer.name,
        orderId,
        total: found.order.total,
        orderUrl: `${deps.publicUrl}/order/${orderId}`,
        lines,
      });
      return orders.transaction(async (tx) => {
        // Decision 0077: the history does not say "Files delivered" while trackouts are awaited.
        const missing = found.items.some((i) => i.trackoutsStatus === 'missing');
        const note = missing
          ? 'Files delivered; trackouts pending (they follow when the file arrives)'
          : 'Files delivered';
        const moved = await orders.move(tx, orderId, 'paid', 'fulfilled', null, note);
        const claim = found.order.subscriptionId;
        if (moved && claim !== null && deps.claimMail)
          await deps.claimMail(tx, { id: orderId, subscriptionId: claim }, lines);
        else if (moved) await deps.mail.sendTemplate(found.buyer.email, 'receipt', receipt, tx);
        return moved;
      });
    },

    async pdf(ctx: EntityContext, orderId: number, itemId: number) {
      const { order, items, buyer } = await load(ctx, orderId);
      const item = items.find((i) => i.id === itemId);
      if (!item || !isDelivered(order.status) || lineRevoked(item)) throw new AppError('record_not_found');
      const producer = (await orders.names([item.producerId])).get(item.producerId)!;
      const body = await licensePdf({
        buyerName: buyer.name,
        beatTitle: item.beatTitle,
        producerName: producer,
        terms: item.terms as LineTerms,
        date: order.paidAt ?? order.createdAt,
        orderId,
        verificationCode: item.verificationCode,
        verifyUrl: verifyUrl(item.verificationCode),
        trackoutsStatus: item.trackoutsStatus,
      });
      return { body, filename: `licence-${item.verificationCode}.pdf` };
    },

    /** The public check of a licence code: genuine while its order stands (a refund revokes it). */
    async verify(code: string): Promise<LicenseCheckView> {
      const row = await orders.itemByCode(code.toUpperCase());
      if (!row) throw new AppError('record_not_found', { message: 'No licence carries this code.' });
      const t = row.item.terms as LineTerms;
      return {
        code: row.item.verificationCode,
        // A line refunded whole is revoked even while the rest of its order stands.
        genuine: isDelivered(row.status) && !lineRevoked(row.item),
        status: row.status,
        beat_title: row.item.beatTitle,
        license: t.name,
        licensee: `${row.buyerFirst} ${row.buyerLast.slice(0, 1)}.`.trim(),
        issued_at: row.item.createdAt,
      };
    },

    /**
     * Administrators refund (decision 0031): the request is noted on the order first, then the provider
     * refunds, then the order, ledger and licences follow in one transaction. A crash between the last
     * two is finished by recovery from the note; a refund the provider refused clears it.
     */
    async refund(ctx: EntityContext, orderId: number) {
      if (!ctx.user) throw new AppError('unauthenticated');
      if (!isAdmin(ctx.user.role)) throw new AppError('forbidden');
      const { order } = await load(ctx, orderId);
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
