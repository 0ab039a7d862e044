import type { Authorization } from '../../../adapters/payments.js';
import type { BillingMails } from './billing-mails.js';
import type { MemberMails } from './member-mails.js';
import { day, renewalOutcomes } from './renewal-outcomes.js';
import {
  chargeByKey,
  creditKey,
  creditOf,
  insertCharge,
  lockSubscription,
  type BillingRepository,
  type Transition,
} from './billing.repository.js';
import type { JobRow, SubscriptionJobsRepository } from './jobs.repository.js';
import { anchorDay, chargeDue, isFirstCharge, periodEnd, type SubscriptionRow } from './schedule.js';

/** What renewals need of the payment gateway (subs-core adds it to PaymentGateway). */
export interface SavedCardCharger {
  chargeSaved(req: {
    token: string;
    amount: number;
    idempotencyKey: string;
    description: string;
  }): Promise<Authorization>;
}

export interface RenewalDeps {
  repo: BillingRepository;
  jobs: SubscriptionJobsRepository;
  gateway: SavedCardCharger;
  mails: BillingMails;
  memberMails: MemberMails;
  transition: Transition;
  producerPercent: number;
}

/** One key per subscription, period, kind and attempt (contract of issue 19): asked twice, charged once. */
export const chargeKey = (id: number, periodStart: Date, kind: string, attempt: number) =>
  `sub:${id}:${periodStart.toISOString()}:${kind}:${attempt}`;

/** Whether a renew or retry job still stands for the subscription as it is now. */
function stillDue(job: JobRow, s: SubscriptionRow): boolean {
  if (s.provider !== 'builtin') return false;
  if (job.kind === 'retry') return s.status === 'past_due';
  return (s.status === 'active' || s.status === 'trialing') && chargeDue(s).getTime() === job.runAt.getTime();
}

/**
 * Renew and retry (decision 0050), in three steps so a crash anywhere charges at most once: record the
 * attempt as a pending charge under its key; ask the gateway with that key (asked again after a crash,
 * it answers the first charge); write the outcome with the subscription locked. A run that finds the
 * charge already written does nothing.
 */
export function createRenewal(deps: RenewalDeps) {
  const { repo, jobs, gateway } = deps;

  async function attempt(job: JobRow, now: Date) {
    return repo.transaction(async (tx) => {
      const s = await lockSubscription(tx, job.subscriptionId);
      if (!s || !stillDue(job, s)) {
        await jobs.done(tx, job.id, now);
        return null;
      }
      const due = chargeDue(s);
      const kind = isFirstCharge(s, due) ? ('initial' as const) : ('renewal' as const);
      const key = chargeKey(s.id, due, kind, s.retries + 1);
      // A downgrade's credit pays first; what it covers is spent only if this charge is paid.
      const spent = Math.min(s.price, await creditOf(tx, s.id));
      const row = {
        createdAt: now,
        subscriptionId: s.id,
        periodStart: due,
        periodEnd: periodEnd(due, s.interval, anchorDay(s)),
        status: 'pending' as const,
        attempt: s.retries + 1,
      };
      await insertCharge(tx, { ...row, kind, amount: s.price - spent, idempotencyKey: key });
      if (spent > 0)
        await insertCharge(tx, { ...row, kind: 'proration', amount: spent, idempotencyKey: creditKey(key) });
      return { s, key };
    });
  }

  async function settle(job: JobRow, key: string, result: Authorization, now: Date) {
    await repo.transaction(async (tx) => {
      const s = (await lockSubscription(tx, job.subscriptionId))!;
      const charge = await chargeByKey(tx, key);
      // Another run wrote this outcome first.
      if (!charge || charge.status !== 'pending') return jobs.done(tx, job.id, now);
      await jobs.done(tx, job.id, now);
      if (result.ok) return paid(tx, s, charge, result.ref, now);
      return declined(tx, s, charge, result.reason, now);
    });
  }

  const { paid, declined } = renewalOutcomes(deps);

  return {
    async run(job: JobRow, now: Date): Promise<void> {
      const planned = await attempt(job, now);
      if (!planned) return;
      const { s, key } = planned;
      const charge = await repo.chargeByKey(key);
      // Nothing left to take once the credit covered the period: no gateway call, nothing to share.
      const result: Authorization =
        charge!.amount === 0
          ? { ok: true, ref: 'credit' }
          : s.paymentMethod
            ? await gateway.chargeSaved({
                token: s.paymentMethod,
                amount: charge!.amount,
                idempotencyKey: key,
                description: `Subscription ${s.id}, period from ${day(charge!.periodStart)}`,
              })
            : { ok: false, reason: 'No payment method is saved.' };
      await settle(job, key, result, now);
    },
  };
}
