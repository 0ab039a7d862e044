import { balanceOf, depositOf, isAdmin, serviceMessageSchema, serviceReasonSchema } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import { requireUser } from '../../core/session-user.js';
import type { EntityContext } from '../entities/entity.types.js';
import { isOpen, mayTake, type Side } from './service-order-access.js';
import type { ServiceOrderMail } from './service-order-mail.js';
import type { ServiceFiles } from './service-files.js';
import type { ServiceOrderRow, ServiceOrdersRepository } from './service-orders.repository.js';
import type { RefundLine } from './service-orders.service.js';

interface StepDeps {
  repo: ServiceOrdersRepository;
  files: ServiceFiles;
  mail: ServiceOrderMail;
  refundLine: RefundLine;
  load(ctx: EntityContext, id: number): Promise<{ order: ServiceOrderRow; side: Side }>;
  view(ctx: EntityContext, id: number): Promise<unknown>;
  stale(): AppError;
}

/**
 * A revision past the offer's count is refused with the reason (decision 0097): extra work is agreed on
 * the thread, and the buyer accepts the delivery as it is or the seller delivers again on their own.
 */
function usedUp(order: ServiceOrderRow) {
  if (order.revisionsUsed < order.revisionsIncluded) return;
  const n = order.revisionsIncluded;
  const included =
    n === 0
      ? 'This offer includes no revisions'
      : n === 1
        ? 'The one revision this offer includes is used'
        : `The ${n} revisions this offer includes are used`;
  throw new AppError('conflict', {
    message: `${included}. Accept the delivery, or write to the seller on the thread about more work.`,
  });
}

/** The steps after the quote: acceptance, versions, revisions, approval, and the administrators' cancellation. */
export function createServiceOrderSteps(deps: StepDeps) {
  const { repo, files, mail, load, view, stale } = deps;

  /** One state change with its thread entry, taken only from the states named (a concurrent step loses). */
  async function step(
    ctx: EntityContext,
    id: number,
    from: ServiceOrderRow['status'][],
    to: ServiceOrderRow['status'],
    event: { kind: string; body: string; files?: { key: string; name: string }[] },
    extra: (
      tx: Parameters<Parameters<ServiceOrdersRepository['transaction']>[0]>[0],
      row: ServiceOrderRow,
    ) => Promise<unknown> = async () => {},
    set: Partial<ServiceOrderRow> = {},
  ) {
    return repo.transaction(async (tx) => {
      const row = await repo.move(tx, id, from, { status: to, ...set });
      if (!row) throw stale();
      await repo.addEvent(id, { authorId: requireUser(ctx).id, ...event }, tx);
      await extra(tx, row);
      return row;
    });
  }

  const allowed = async (ctx: EntityContext, id: number, action: string) => {
    const found = await load(ctx, id);
    mayTake(found.order, found.side, action);
    return found;
  };

  return {
    allowed,
    /** The seller declines a request, or the buyer a quote. */
    async decline(ctx: EntityContext, id: number, body: unknown) {
      const { side } = await allowed(ctx, id, 'decline');
      const { reason } = parse(serviceReasonSchema, body);
      const from = side === 'seller' ? 'requested' : 'quoted';
      const row = await step(ctx, id, [from], 'declined', { kind: 'decline', body: reason || 'Declined.' });
      await mail(row, 'declined', side === 'seller' ? 'buyer' : 'seller');
      return view(ctx, id);
    },
    /** The buyer accepts the quote: the deposit goes in their cart, checked out like any line. */
    async accept(ctx: EntityContext, id: number) {
      await allowed(ctx, id, 'accept');
      const row = await step(ctx, id, ['quoted'], 'accepted', { kind: 'accept', body: 'Quote accepted.' }, (tx, r) =>
        repo.addMilestone(tx, id, 'deposit', depositOf(r.price!, r.depositPercent)),
      );
      await mail(row, 'accepted', 'seller');
      return view(ctx, id);
    },
    /** The seller delivers a version: at least one file, with a note. */
    async deliver(ctx: EntityContext, id: number, body: unknown) {
      await allowed(ctx, id, 'deliver');
      const input = parse(serviceMessageSchema, body);
      const sent = files.received(requireUser(ctx).id, input.file_tokens, 'service_delivery');
      if (!sent.length)
        throw new AppError('validation_failed', { topicId: 'file_tokens', message: 'Add the files of this version.' });
      const row = await step(ctx, id, ['deposit_paid', 'revision'], 'delivered', {
        kind: 'version',
        body: input.body,
        files: sent,
      });
      await mail(row, 'delivered', 'buyer');
      return view(ctx, id);
    },
    /** The buyer asks for a revision, within the number the offer includes. */
    async revision(ctx: EntityContext, id: number, body: unknown) {
      const found = await load(ctx, id);
      if (found.side === 'buyer' && found.order.status === 'delivered') usedUp(found.order);
      mayTake(found.order, found.side, 'revision');
      const { order } = found;
      const input = parse(serviceMessageSchema, body);
      const sent = files.received(requireUser(ctx).id, input.file_tokens, 'service_brief');
      const row = await repo.transaction(async (tx) => {
        // The count is checked again under the update, so two clicks never use one revision twice.
        const moved = await repo.move(tx, id, ['delivered'], {
          status: 'revision',
          revisionsUsed: order.revisionsUsed + 1,
        });
        if (!moved) throw stale();
        usedUp({ ...moved, revisionsUsed: order.revisionsUsed });
        await repo.addEvent(id, { authorId: requireUser(ctx).id, kind: 'revision', body: input.body, files: sent }, tx);
        return moved;
      });
      await mail(row, 'revision', 'seller');
      return view(ctx, id);
    },
    /** The buyer accepts the delivery: the balance (price less the deposit captured) goes in their cart. */
    async approve(ctx: EntityContext, id: number) {
      const { order } = await allowed(ctx, id, 'approve');
      const deposit = (await repo.milestones(id)).find((m) => m.kind === 'deposit');
      // A bought feature was paid at checkout (no deposit was ever due): accepting it unlocks the files.
      if (order.kind === 'feature' && !deposit) {
        const done = await step(ctx, id, ['delivered'], 'completed', { kind: 'approve', body: 'Delivery accepted.' });
        await mail(done, 'unlocked', 'both');
        return view(ctx, id);
      }
      const row = await step(
        ctx,
        id,
        ['delivered'],
        'delivery_accepted',
        { kind: 'approve', body: 'Delivery accepted.' },
        (tx, r) =>
          repo.addMilestone(tx, id, 'balance', balanceOf(r.price!, deposit?.status === 'paid' ? deposit.amount : 0)),
      );
      await mail(row, 'delivery_accepted', 'buyer');
      return view(ctx, id);
    },
    /**
     * An administrator cancels: every captured milestone's payment is refunded through the commerce
     * refund (reversing its ledger rows), then what is still due leaves the cart. A crash between the two
     * is finished by cancelling again: an order already refunded is not refunded twice.
     */
    async cancel(ctx: EntityContext, id: number, body: unknown) {
      const { order } = await load(ctx, id);
      if (!isAdmin(requireUser(ctx).role)) throw new AppError('forbidden');
      if (!isOpen(order)) throw stale();
      const { reason } = parse(serviceReasonSchema, body);
      const milestones = await repo.milestones(id);
      if (milestones.some((m) => m.status === 'held'))
        throw new AppError('conflict', { message: 'A payment is going through. Try again in a minute.' });
      for (const m of milestones.filter((x) => x.status === 'paid')) {
        const paid = await repo.paidOrderOf(m.id);
        const note = `Service order ${id} cancelled`;
        if (paid) await deps.refundLine(paid.orderId, paid.itemId, requireUser(ctx).id, note);
      }
      const row = await step(
        ctx,
        id,
        [order.status],
        'cancelled',
        { kind: 'cancel', body: reason || 'Cancelled by Beatmarket.' },
        async (tx) => {
          // A checkout that held a milestone since the read above wins: cancel again once it is through.
          if ((await repo.lockMilestones(tx, id)).some((m) => m.status === 'held')) throw stale();
          for (const m of milestones.filter((x) => x.status === 'paid')) await repo.markRefunded(tx, m.id);
          await repo.dropDue(tx, id);
        },
      );
      await mail(row, 'cancelled', 'both');
      return view(ctx, id);
    },
  };
}
