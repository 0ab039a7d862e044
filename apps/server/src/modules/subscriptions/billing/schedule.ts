import {
  RENEWAL_RETRY_DAYS,
  YEARLY_REMINDER_DAYS,
  type PlanInterval,
  type SubscriptionState,
} from '@beatmarket/shared';
import type { subscriptions } from '../../../db/schema/index.js';
import { replaceJobs, type PlannedJob, type Tx } from './jobs.repository.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
/** What planning reads of a subscription (subs-core passes its row). */
export type Schedulable = Pick<
  SubscriptionRow,
  'id' | 'status' | 'provider' | 'interval' | 'currentPeriodStart' | 'currentPeriodEnd' | 'trialEnd' | 'retries'
>;

const DAY_MS = 86_400_000;
export const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/**
 * The end of a period starting at `start`: the same day of the next month or year in UTC, where the day
 * is the subscription's own (`anchorDay`, the day it started or its trial ended), clamped to the
 * month's last day: Jan 31 → Feb 28 → Mar 31, never drifting to the 28th for good.
 */
export function periodEnd(start: Date, interval: PlanInterval, anchorDay = start.getUTCDate()): Date {
  const months = interval === 'year' ? 12 : 1;
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const end = new Date(start);
  end.setUTCFullYear(y, m, Math.min(anchorDay, lastDay));
  return end;
}

/** The day of the month a subscription's periods turn on. */
export const anchorDay = (s: Pick<SubscriptionRow, 'trialEnd' | 'createdAt'>) =>
  (s.trialEnd ?? s.createdAt).getUTCDate();

/** When the next charge is due: the trial's end, else the period's end (retries count from it). */
export function chargeDue(s: Pick<Schedulable, 'status' | 'trialEnd' | 'currentPeriodEnd'>): Date {
  return s.status === 'trialing' && s.trialEnd ? s.trialEnd : s.currentPeriodEnd;
}

/** The first period a charge at `due` pays is the trial's end: that is the first ('initial') charge. */
export const isFirstCharge = (s: Pick<Schedulable, 'trialEnd'>, due: Date) =>
  s.trialEnd !== null && s.trialEnd.getTime() === due.getTime();

/** When retry `n` (1-based: the first decline was attempt 1) runs; null after the last. */
export function retryAt(due: Date, failedAttempts: number): Date | null {
  const days = RENEWAL_RETRY_DAYS[failedAttempts - 1];
  return days === undefined ? null : addDays(due, days);
}

const CHARGING: readonly SubscriptionState[] = ['trialing', 'active'];

/**
 * The jobs a subscription's state calls for (decision 0050): renew when the next charge is due (trial
 * end or period end), remind YEARLY_REMINDER_DAYS before a yearly one (when that falls inside the
 * period), retry a declined charge RENEWAL_RETRY_DAYS after its due date, expire a cancelled one at the
 * end of what was paid. Chargebee bills its own subscriptions: nothing is planned for them.
 */
export function planJobs(s: Schedulable): PlannedJob[] {
  if (s.provider !== 'builtin') return [];
  const due = chargeDue(s);
  if (CHARGING.includes(s.status)) {
    const jobs: PlannedJob[] = [{ kind: 'renew', runAt: due }];
    const remindAt = addDays(due, -YEARLY_REMINDER_DAYS);
    if (s.interval === 'year' && remindAt > s.currentPeriodStart) jobs.push({ kind: 'remind', runAt: remindAt });
    return jobs;
  }
  if (s.status === 'past_due') {
    const at = retryAt(due, Math.max(1, s.retries));
    return at ? [{ kind: 'retry', runAt: at }] : [];
  }
  if (s.status === 'cancelled') return [{ kind: 'expire', runAt: s.currentPeriodEnd }];
  return [];
}

/**
 * Plans what comes next for a subscription, in the caller's transaction: subscribe, cancel, resume,
 * plan change and payment-method change call it after moving the subscription; the engine after each
 * job. Pending jobs that no longer fit are dropped.
 */
export async function scheduleNext(tx: Tx, subscription: Schedulable): Promise<void> {
  await replaceJobs(tx, subscription.id, planJobs(subscription));
}
