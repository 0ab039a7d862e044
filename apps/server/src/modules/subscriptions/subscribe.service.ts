import { addDaysTo, addInterval, subscribeSchema } from '@beatmarket/shared';
import type { PaymentGateway } from '../../adapters/payments.js';
import { AppError, isUniqueViolation } from '../../core/errors.js';
import type { FastifyBaseLogger } from 'fastify';
import { createPollingWorker } from '../../core/polling-worker.js';
import { parse } from '../../core/parse.js';
import type { EntityContext } from '../entities/entity.types.js';
import type { MemberMails } from './billing/member-mails.js';
import { scheduleNext } from './billing/schedule.js';
import { settleFirstCharge } from './first-charge.js';
import type { PlanRow, SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository.js';
import type { TrialsRepository } from './trials.repository.js';

/** A subscribe request that died between its steps is finished by the sweep after this long. */
export const SUBSCRIBE_GRACE_MS = 15_000;

const alreadyMessage = (plan: PlanRow) =>
  `You already have a subscription to ${plan.name}. Open it from your profile to change or resume it.`;

/** The first charge's key: asked again (a retried request, the sweep), the gateway answers the first charge. */
export const initialKey = (s: Pick<SubscriptionRow, 'id' | 'currentPeriodStart'>) =>
  `sub:${s.id}:${s.currentPeriodStart.toISOString()}:initial:1`;

/**
 * `POST /subscribable/{id}/subscribe` (decision 0048), in steps that a crash anywhere leaves
 * finishable, like checkout (decisions 0014, 0021): save the card at the gateway (nothing charged);
 * record the subscription with its first charge pending under a key, one per (user, request key) and
 * one live per (user, plan); charge the saved card with that key; write the outcome with the
 * subscription locked. A retried key, or the sweep, repeats the charge step with the same key, so the
 * card is charged once. With trial days there is no charge: the trial starts and billing charges at its end.
 */
export function createSubscribeService(deps: {
  repo: SubscriptionsRepository;
  gateway: PaymentGateway;
  now: () => Date;
  log: FastifyBaseLogger;
  mails: MemberMails;
  trials: TrialsRepository;
}) {
  const { repo, gateway, now, mails } = deps;

  const settle = settleFirstCharge({ repo, gateway, now, mails });

  async function recover(): Promise<number> {
    const stale = await repo.interrupted(new Date(now().getTime() - SUBSCRIBE_GRACE_MS));
    for (const charge of stale) {
      const s = await repo.find(charge.subscriptionId);
      // A decline is recorded by settle itself; anything else (the gateway down) waits for the next sweep.
      if (s) await settle(s).catch(() => undefined);
    }
    return stale.length;
  }

  return {
    settle,

    /** Answers the subscription's id (201, then its view); a retried key answers the first request's outcome. */
    async subscribe(ctx: EntityContext, plan: PlanRow, body: unknown): Promise<number> {
      if (!ctx.user) throw new AppError('unauthenticated');
      const user = ctx.user;
      const input = parse(subscribeSchema, body);
      const again = await repo.byKey(user.id, input.idempotency_key);
      if (again) return settle(again);
      // The plan's live subscription, or the same key's from a request at the same moment, answers.
      const taken = async () => {
        const first = await repo.byKey(user.id, input.idempotency_key);
        if (first) return settle(first);
        throw new AppError('conflict', { message: alreadyMessage(plan) });
      };
      if (!plan.published || plan.deletedAt)
        throw new AppError('conflict', { message: `${plan.name} is not open for subscriptions.` });
      if (await repo.live(user.id, plan.id)) return taken();

      const saved = await gateway.saveMethod(input.payment);
      if (!saved.ok) throw new AppError('payment_declined', { message: saved.reason, topicId: 'payment' });

      const start = now();
      let made: SubscriptionRow;
      try {
        made = await repo.transaction(async (tx) => {
          // One trial per account and plan (and per producer's plans when they say so), decided in turn.
          await deps.trials.lockAccount(tx, user.id);
          const trial = plan.trialDays > 0 && !(await deps.trials.taken(tx, user.id, plan));
          const end = trial ? addDaysTo(start, plan.trialDays) : addInterval(start, plan.interval);
          const s = await repo.insert(tx, {
            userId: user.id,
            subscribableId: plan.id,
            status: trial ? 'trialing' : 'active',
            idempotencyKey: input.idempotency_key,
            price: plan.price,
            interval: plan.interval,
            paymentMethod: saved.token,
            paymentLabel: saved.label,
            address: input.address,
            currentPeriodStart: start,
            currentPeriodEnd: end,
            trialEnd: trial ? end : null,
          });
          if (trial) await deps.trials.record(tx, user.id, plan.id, s.id);
          await repo.note(tx, s, {
            kind: 'subscribed',
            actorId: user.id,
            note: trial
              ? `Trial of ${plan.trialDays} days`
              : plan.trialDays > 0
                ? 'No free trial: this account has had one'
                : '',
            data: { plan_id: plan.id, price: plan.price },
          });
          if (trial) {
            await scheduleNext(tx, s);
            await mails.welcome(tx, s);
          } else
            await repo.insertCharge(tx, {
              subscriptionId: s.id,
              kind: 'initial',
              periodStart: start,
              periodEnd: end,
              amount: plan.price,
              status: 'pending',
              idempotencyKey: initialKey(s),
            });
          return s;
        });
      } catch (err) {
        // Either unique index (the key, or one live subscription a plan): whichever the other request hit first.
        if (isUniqueViolation(err)) return taken();
        throw err;
      }
      return made.status === 'trialing' ? made.id : settle(made);
    },

    /**
     * Finishes subscribe requests a crash interrupted (a pending first charge older than the grace):
     * the charge is asked again under its key, so a card the gateway already charged is not charged
     * twice. Completing, rather than failing as checkout does, is right here: a second subscribe with a
     * new key is refused while this one is live, so the subscriber cannot have paid again elsewhere.
     */
    recover,
    /** Sweeps for interrupted subscribes every 10 s in every process (a batch per sweep, so a dead gateway never spins). */
    worker: createPollingWorker({
      name: 'subscribe recovery',
      runOne: async () => (await recover(), false),
      log: deps.log,
      pollMs: 10_000,
    }),
  };
}
export type SubscribeService = ReturnType<typeof createSubscribeService>;
