import { paymentMethodSchema } from '@beatmarket/shared';
import type { PaymentGateway } from '../../adapters/payments.js';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import type { EntityContext } from '../entities/entity.types.js';
import type { MemberMails } from './billing/member-mails.js';
import { scheduleNext } from './billing/schedule.js';
import { createPlanChange } from './plan-change.js';
import { conflict, lockSubscription } from './subscription-lock.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';
import type { TrialsRepository } from './trials.repository.js';

export { MANAGED_BY_CHARGEBEE } from './subscription-lock.js';

/**
 * What a subscriber does to their subscription (decision 0048): cancel at the period's end in one
 * click, resume before it, change plan (prorated to the cent, decision 0049) and give a new card (a
 * past-due charge is then tried again at once by the billing engine). Each runs with the subscription
 * locked and moves it only through `repo.transition`; billing's `scheduleNext` then plans what comes next.
 */
export function createSubscriptionsService(deps: {
  repo: SubscriptionsRepository;
  gateway: PaymentGateway;
  now: () => Date;
  mails: MemberMails;
  trials: TrialsRepository;
  /** The billing engine's immediate retry of a past-due charge (subs-billing). */
  retryNow(subscriptionId: number): Promise<unknown>;
}) {
  const { repo, gateway, now } = deps;

  const locked = lockSubscription(repo);

  return {
    /** One click: the subscription stops renewing; access lasts to the end of the paid period (or the trial). */
    cancel: (ctx: EntityContext, id: number) =>
      locked(ctx, id, 'owner_or_admin', async (tx, s) => {
        if (s.status === 'cancelled') throw conflict('This subscription is already cancelled.');
        const moved = await repo.transition(
          tx,
          s,
          'cancelled',
          { kind: 'cancel_requested', actorId: ctx.user!.id, note: `Access until ${s.currentPeriodEnd.toISOString()}` },
          { cancelRequestedAt: now() },
        );
        await scheduleNext(tx, moved);
        await deps.mails.cancelled(tx, moved);
        return moved.id;
      }),

    /** Undoes a cancellation before the period ends: renewals go on as before, nothing is charged now. */
    resume: (ctx: EntityContext, id: number) =>
      locked(ctx, id, 'owner_or_admin', async (tx, s) => {
        if (s.status !== 'cancelled') throw conflict('Only a cancelled subscription can be resumed.');
        if (s.currentPeriodEnd.getTime() <= now().getTime())
          throw conflict('This subscription has already ended. Subscribe again to continue.');
        const back = s.trialEnd && s.trialEnd.getTime() > now().getTime() ? 'trialing' : 'active';
        const moved = await repo.transition(
          tx,
          s,
          back,
          { kind: 'resumed', actorId: ctx.user!.id },
          { cancelRequestedAt: null },
        );
        await scheduleNext(tx, moved);
        return moved.id;
      }),

    change: createPlanChange({ ...deps, locked }),

    /** A new card for renewals; a past-due charge is tried again on it at once. */
    async paymentMethod(ctx: EntityContext, id: number, body: unknown) {
      const { payment } = parse(paymentMethodSchema, body);
      const s = await locked(ctx, id, 'owner', async (_tx, s) => s);
      if (s.status === 'ended') throw conflict('This subscription has ended. Subscribe again to continue.');
      const saved = await gateway.saveMethod(payment);
      if (!saved.ok) throw new AppError('payment_declined', { message: saved.reason, topicId: 'payment' });
      const after = await locked(ctx, id, 'owner', async (tx, current) => {
        if (current.status === 'ended') throw conflict('This subscription has ended. Subscribe again to continue.');
        const row = await repo.update(tx, id, { paymentMethod: saved.token, paymentLabel: saved.label });
        await repo.note(tx, current, {
          kind: 'payment_method_changed',
          actorId: ctx.user!.id,
          note: saved.label,
        });
        return row;
      });
      if (after.status === 'past_due') await deps.retryNow(after.id);
      return after.id;
    },
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
