import { changePlanSchema, isAdmin, paymentMethodSchema, prorate } from '@beatmarket/shared';
import type { PaymentGateway } from '../../adapters/payments.js';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import type { EntityContext } from '../entities/entity.types.js';
import type { MemberMails } from './billing/member-mails.js';
import { scheduleNext } from './billing/schedule.js';
import type { SubscriptionRow, SubscriptionsRepository, Tx } from './subscriptions.repository.js';
import type { TrialsRepository } from './trials.repository.js';

const conflict = (message: string) => new AppError('conflict', { message });
const mine = (ctx: EntityContext, s: SubscriptionRow) => ctx.user?.id === s.userId;
export const MANAGED_BY_CHARGEBEE =
  'Chargebee bills this membership: cancel, resume or change it with “Manage billing on Chargebee”.';

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

  /** Runs `change` on the subscription locked; the subscriber (or, where allowed, an administrator) only. */
  async function locked<T>(
    ctx: EntityContext,
    id: number,
    who: 'owner' | 'owner_or_admin',
    change: (tx: Tx, s: SubscriptionRow) => Promise<T>,
  ): Promise<T> {
    if (!ctx.user) throw new AppError('unauthenticated');
    return repo.transaction(async (tx) => {
      const s = await repo.lock(tx, id);
      if (!s) throw new AppError('record_not_found');
      if (!mine(ctx, s) && !(who === 'owner_or_admin' && isAdmin(ctx.user?.role))) throw new AppError('forbidden');
      // Chargebee bills it (decision 0051): a change made only here would not stop or alter its charges.
      if (s.provider !== 'builtin') throw conflict(MANAGED_BY_CHARGEBEE);
      return change(tx, s);
    });
  }

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

    /**
     * Moves to another plan of the same interval now. Paid period: the unused part of the old price is
     * credited and the rest of the new one charged, the difference charged at once (or, when negative,
     * kept as credit for the next renewal). In a trial nothing is charged: the trial goes on on the new plan.
     */
    async change(ctx: EntityContext, id: number, body: unknown) {
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
    },

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
