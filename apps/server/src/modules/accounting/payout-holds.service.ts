import {
  isAdmin,
  isProducer,
  payableAt,
  payoutHoldSchema,
  splitBalance,
  type PayoutBalanceView,
  type PayoutHoldView,
} from '@beatmarket/shared';
import { AppError, isUniqueViolation } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import type { MailService } from '../mail/mail.service.js';
import type { EntityContext } from '../entities/entity.types.js';
import type { HoldRow, PayoutDatesRepository } from './payout-dates.repository.js';
import type { StatementsRepository } from './statements.repository.js';

export interface PayoutDatesDeps {
  repo: PayoutDatesRepository;
  statements: Pick<StatementsRepository, 'names'>;
  mail: MailService;
  publicUrl: string;
  windowDays: number;
  now: () => Date;
}

function requireAdmin(ctx: EntityContext): number {
  if (!ctx.user) throw new AppError('unauthenticated');
  if (!isAdmin(ctx.user.role)) throw new AppError('forbidden');
  return ctx.user.id;
}

/** Producers' balances with their payable dates, and administrators' holds on payouts (decision 0090). */
export function createPayoutHoldsService(deps: PayoutDatesDeps) {
  const { repo, statements, mail, windowDays, now } = deps;
  const dashboard = `${deps.publicUrl}/dashboard`;

  async function present(rows: HoldRow[]): Promise<PayoutHoldView[]> {
    const names = await statements.names(rows.flatMap((r) => [r.payeeId, r.heldBy]));
    return rows.map((r) => ({
      id: r.id,
      payee_id: r.payeeId,
      payee_name: names.get(r.payeeId) ?? '',
      reason: r.reason,
      held_at: r.heldAt,
      held_by_name: names.get(r.heldBy) ?? '',
    }));
  }

  return {
    /** A producer's own balance; an administrator may read anyone's (`payee_id`). */
    async balance(ctx: EntityContext, payeeId?: number): Promise<PayoutBalanceView> {
      if (!ctx.user) throw new AppError('unauthenticated');
      const id = payeeId ?? ctx.user.id;
      if (!isAdmin(ctx.user.role) && (id !== ctx.user.id || !isProducer(ctx.user.role)))
        throw new AppError('forbidden', { message: 'This balance is not yours' });
      const [rows, hold] = await Promise.all([repo.unpaidRows(id), repo.activeHold(id)]);
      const split = splitBalance(
        rows.map((r) => ({ amount: r.amount, payableAt: payableAt(r, windowDays) })),
        now(),
      );
      return {
        payee_id: id,
        window_days: windowDays,
        ...split,
        hold: hold && { reason: hold.reason, held_at: hold.heldAt },
      };
    },

    async list(ctx: EntityContext): Promise<PayoutHoldView[]> {
      requireAdmin(ctx);
      return present(await repo.activeHolds());
    },

    /** Holds a producer's payouts and mails them the reason, in one transaction (no hold without its mail). */
    async hold(ctx: EntityContext, body: unknown): Promise<PayoutHoldView> {
      const by = requireAdmin(ctx);
      const input = parse(payoutHoldSchema, body);
      try {
        const row = await repo.transaction(async (tx) => {
          const payee = await repo.lockPayee(tx, input.payee_id);
          if (!payee || !isProducer(payee.role))
            throw new AppError('validation_failed', { topicId: 'payee_id', message: 'Choose a producer' });
          if (await repo.activeHold(payee.id, tx))
            throw new AppError('conflict', {
              topicId: 'payee_id',
              message: 'This producer’s payouts are already held',
            });
          const made = await repo.insertHold(tx, { payeeId: payee.id, reason: input.reason, heldBy: by });
          await mail.sendTemplate(
            payee.email,
            'payout-held',
            { name: payee.firstName, reason: input.reason, link: dashboard },
            tx,
          );
          return made;
        });
        return (await present([row]))[0]!;
      } catch (err) {
        if (isUniqueViolation(err))
          throw new AppError('conflict', { topicId: 'payee_id', message: 'This producer’s payouts are already held' });
        throw err;
      }
    },

    /** Lifts the producer's live hold and tells them; 409 when there is none (a retried release included). */
    async release(ctx: EntityContext, payeeId: number): Promise<{ payee_id: number; released: true }> {
      const by = requireAdmin(ctx);
      await repo.transaction(async (tx) => {
        const payee = await repo.lockPayee(tx, payeeId);
        if (!payee) throw new AppError('record_not_found');
        const live = await repo.activeHold(payeeId, tx);
        if (!live) throw new AppError('conflict', { message: 'This producer’s payouts are not held' });
        await repo.releaseHold(tx, live.id, by);
        await mail.sendTemplate(payee.email, 'payout-released', { name: payee.firstName, link: dashboard }, tx);
      });
      return { payee_id: payeeId, released: true };
    },
  };
}
export type PayoutHoldsService = ReturnType<typeof createPayoutHoldsService>;
