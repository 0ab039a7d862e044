import { isAdmin, isDelivered } from '@beatmarket/shared';
import type { PaymentGateway } from '../../adapters/payments.js';
import { AppError } from '../../core/errors.js';
import { requireUser } from '../../core/session-user.js';
import type { EntityContext } from '../entities/entity.types.js';
import type { MailService } from '../mail/mail.service.js';
import type { OrderItemRow } from './order-rows.repository.js';
import type { OrdersRepository } from './orders.repository.js';
import type { Refunds } from './refund.js';
import { trackoutsCents } from './refund-mail.js';
import type { RefundsRepository } from './refunds.repository.js';
import type { MissingLine, TrackoutsRepository } from './trackouts.repository.js';

const BATCH = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The provider's key for a line's trackouts refund: a rerun after a crash asks for the same refund. */
export const trackoutsRefundKey = (itemId: number) => `trackouts-refund-${itemId}`;

/**
 * Trackouts sold without their file (decision 0077): delivered when it arrives (the buyer is mailed),
 * refunded after `refundDays` without it, or at once when an administrator asks. The provider's refund
 * carries a key derived from the line, and the booking happens only from 'missing' under the order's
 * lock: killed anywhere in between, the next sweep finishes it and never refunds twice.
 */
export function createTrackoutsService(deps: {
  repo: TrackoutsRepository;
  orders: OrdersRepository;
  refundsRepo: RefundsRepository;
  refunds: Refunds;
  gateway: PaymentGateway;
  mail: MailService;
  publicUrl: string;
  refundDays: number;
  now?: () => Date;
}) {
  const { repo, orders } = deps;
  const now = deps.now ?? (() => new Date());

  /** The file is there: the line delivers it, the history says so and the buyer is told, in one transaction. */
  async function deliver(line: OrderItemRow) {
    const found = await orders.get(line.orderId);
    if (!found) return false;
    const t = line.terms;
    return orders.transaction(async (tx) => {
      if (!(await repo.markDelivered(tx, line.id))) return false;
      await deps.refundsRepo.note(
        tx,
        line.orderId,
        found.order.status,
        null,
        `${t.trackouts ?? 'Trackouts'} delivered: ${line.beatTitle}`,
      );
      await deps.mail.sendTemplate(
        found.buyer.email,
        'trackouts-delivered',
        {
          name: found.buyer.name,
          order_id: String(line.orderId),
          beat: line.beatTitle,
          trackouts: t.trackouts ?? 'Trackouts',
          order_url: `${deps.publicUrl}/order/${line.orderId}`,
        },
        tx,
      );
      return true;
    });
  }

  /** The add-on's cents back to the buyer: noted, refunded at the provider under the line's key, booked. */
  async function refund(line: OrderItemRow, actorId: number | null, note: string) {
    const order = await orders.byId(line.orderId);
    if (!order || !isDelivered(order.status)) return false;
    const cents = trackoutsCents(line);
    if (cents > 0) {
      if (!order.paymentRef || !order.capturedAt) return false;
      await repo.requestRefund(line.id);
      await deps.gateway.refundPart(order.paymentRef, cents, trackoutsRefundKey(line.id));
    }
    return deps.refunds.trackouts(line.orderId, line.id, actorId, note);
  }

  async function settle(lines: MissingLine[], due: Date) {
    let settled = 0;
    for (const line of lines) {
      if (line.fileStored) settled += Number(await deliver(line));
      else if (line.trackoutsRefundRequestedAt !== null || (line.trackoutsMissingSince ?? now()) < due)
        settled += Number(await refund(line, null, 'Trackouts refunded: the file never arrived'));
    }
    return settled;
  }

  return {
    /** Run by the media worker when idle: every due line delivered or refunded; how many were settled. */
    async sweep(): Promise<number> {
      const due = new Date(now().getTime() - deps.refundDays * DAY_MS);
      let settled = 0;
      for (let after = 0; ;) {
        const lines = await repo.due(due, after, BATCH);
        settled += await settle(lines, due);
        if (lines.length < BATCH) return settled;
        after = lines[lines.length - 1]!.id;
      }
    },
    /** A trackouts file has just been stored for this beat: the buyers waiting for it get it now. */
    async arrived(beatId: number): Promise<number> {
      const lines = await repo.ofBeat(beatId, 1000);
      let delivered = 0;
      for (const line of lines) if (line.fileStored) delivered += Number(await deliver(line));
      return delivered;
    },
    /** POST /order/{id}/trackouts/{item}/refund: an administrator gives that part back at once. */
    async adminRefund(ctx: EntityContext, orderId: number, itemId: number) {
      const user = requireUser(ctx);
      if (!isAdmin(user.role)) throw new AppError('forbidden');
      const line = await repo.line(orderId, itemId);
      if (!line || line.trackoutsId === null) throw new AppError('record_not_found');
      // Refunded already (a second click): nothing more is given back.
      if (line.trackoutsStatus === 'refunded') return;
      if (line.trackoutsStatus !== 'missing')
        throw new AppError('conflict', { message: 'These trackouts were delivered: only missing ones are refunded.' });
      const order = await orders.byId(orderId);
      if (!order || !['paid', 'fulfilled'].includes(order.status))
        throw new AppError('conflict', { message: 'Only paid orders can be refunded.' });
      await refund(line, user.id, 'Trackouts refunded by an administrator');
    },
  };
}
export type TrackoutsService = ReturnType<typeof createTrackoutsService>;
