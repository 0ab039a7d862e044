import { changePlanSchema, prorate } from '@beatmarket/shared';
import type { PaymentGateway } from '../../adapters/payments.js';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import type { EntityContext } from '../entities/entity.types.js';
import type { MemberMails } from './billing/member-mails.js';
import { scheduleNext } from './billing/schedule.js';
import { conflict, type LockedSubscription } from './subscription-lock.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';
import type { TrialsRepository } from './trials.repository.js';

/** A subscriber's change of plan (decision 0049), run with the subscription locked. */
export function createPlanChange(deps: {
  repo: SubscriptionsRepository;
  gateway: PaymentGateway;
  now: () => Date;
  mails: MemberMails;
  trials: TrialsRepository;
  locked: LockedSubscription;
}) {
  const { repo, gateway, now, locked } = deps;
  /**
   * Moves to another plan of the same interval now. Paid period: the unused part of the old price is
   * credited and the rest of the new one charged, the difference charged at once (or, when negative,
   * kept as credit for the next renewal). In a trial nothing is charged: the trial goes on on the new plan.
   */
  return async function change(ctx: EntityContext, id: number, body: unknown) {
    const { subscribable_id: planId } = parse(changePlanSchema, body);
    return locked(ctx, id, 'owner', async (tx, s) => {
      if (s.status !== 'active' && s.status !== 'trialing')
        throw conflict('Only an active subscription can change plan. Resume it or update its card first.');
      if (planId === s.subscribableId)
        throw new AppError('validation_failed', {
          topicId: 'subscribable_id',
          message: 'You are on this plan already',
        });
      const plan = await repo.plan(planId, tx);
      if (!plan || !plan.published || plan.deletedAt)
        throw new AppError('validation_failed', { topicId: 'subscribable_id', message: 'Choose a published plan' });
      if (plan.interval !== s.interval)
        throw new AppError('validation_failed', {
          topicId: 'subscribable_id',
          message: `Choose a plan billed every ${s.interval}`,
        });
      if (await repo.live(s.userId, plan.id, tx)) throw conflict(`You already have a subscription to ${plan.name}.`);
      const at = now();
      const trialing = s.status === 'trialing';
      // A trial goes on on the new plan, which then counts as trialled: not onto a plan trialled before.
      if (trialing && (await deps.trials.taken(tx, s.userId, plan)))
        throw conflict(`You have had the free trial of ${plan.name}: change to it once your trial is over.`);
      if (trialing) await deps.trials.record(tx, s.userId, plan.id, s.id);
      const p = trialing
        ? { credit: 0, charge: 0, amount: 0 }
        : prorate({
            oldPrice: s.price,
            newPrice: plan.price,
            periodStart: s.currentPeriodStart,
            periodEnd: s.currentPeriodEnd,
            at,
          });
      const base = { subscriptionId: s.id, kind: 'proration' as const, periodStart: s.currentPeriodStart };
      const n = (await repo.prorations(tx, s.id, s.currentPeriodStart)) + 1;
      const key = `sub:${s.id}:${s.currentPeriodStart.toISOString()}:proration:${n}`;
      if (p.amount > 0) {
        // Charged under the lock; the key repeats if this change is retried after a crash, so once.
        const auth = await gateway.chargeSaved({
          token: s.paymentMethod ?? '',
          amount: p.amount,
          idempotencyKey: key,
          description: `Beatmarket subscription ${s.id}: change to ${plan.name}`,
        });
        if (!auth.ok) throw new AppError('payment_declined', { message: auth.reason, topicId: 'payment' });
        await repo.insertCharge(tx, {
          ...base,
          periodEnd: s.currentPeriodEnd,
          amount: p.amount,
          status: 'paid',
          idempotencyKey: key,
          paymentRef: auth.ref,
          paidAt: at,
        });
      } else if (p.amount < 0) {
        // A credit (no payment): the next renewal uses it first (decision 0049).
        await repo.insertCharge(tx, {
          ...base,
          periodEnd: s.currentPeriodEnd,
          amount: p.amount,
          status: 'paid',
          idempotencyKey: key,
          paidAt: at,
        });
      }
      const changed = await repo.update(tx, s.id, { subscribableId: plan.id, price: plan.price });
      await repo.note(tx, s, {
        kind: 'plan_changed',
        actorId: ctx.user!.id,
        note: `Changed to ${plan.name}`,
        data: { from: s.subscribableId, to: plan.id, ...p },
      });
      await scheduleNext(tx, changed);
      if (p.amount > 0)
        await deps.mails.receipt(tx, changed, {
          amount: p.amount,
          periodStart: at,
          periodEnd: s.currentPeriodEnd,
        });
      return changed.id;
    });
  };
}
