import type { FastifyBaseLogger } from 'fastify';
import { YEARLY_REMINDER_DAYS } from '@beatmarket/shared';
import { createPollingWorker } from '../../../core/polling-worker.js';
import type { MailService } from '../../mail/mail.service.js';
import { createBillingMails } from './billing-mails.js';
import { createMemberMails } from './member-mails.js';
import {
  lockSubscription,
  splitFinishedPeriods,
  updateSubscription,
  type BillingRepository,
  type Transition,
} from './billing.repository.js';
import { replaceJobs, type JobRow, type SubscriptionJobsRepository } from './jobs.repository.js';
import { createChargebee, type ChargebeeConfig } from '../../../adapters/billing-chargebee.js';
import { createChargebeeService } from './chargebee.service.js';
import { createRenewal, type SavedCardCharger } from './renewal.js';
import { addDays, chargeDue, scheduleNext } from './schedule.js';

/** Longer than a gateway call takes (Stripe's client gives up after 80 s), so a live worker keeps its job. */
export const BILLING_LEASE_MS = 5 * 60_000;

export interface BillingDeps {
  repo: BillingRepository;
  jobs: SubscriptionJobsRepository;
  gateway: SavedCardCharger;
  mail: MailService;
  transition: Transition;
  /** The app's clock (tests move it). */
  now: () => Date;
  publicUrl: string;
  log: FastifyBaseLogger;
  pollMs?: number;
  /** The producers' percentage of the revenue split (PRODUCER_SHARE_PERCENT), as for sales. */
  producerPercent: number;
  /** Chargebee by configuration (decision 0051); null or absent: its two calls answer that it is not configured. */
  chargebee?: ChargebeeConfig | null;
}

/**
 * The built-in billing engine (issue 19, decision 0050): renewals, retries, reminders and period ends
 * as jobs in `subscription_jobs`, run by a polling worker in every process under a lease.
 */
export function createBillingEngine(deps: BillingDeps) {
  const { repo, jobs, transition, log } = deps;
  const mails = createBillingMails(deps.mail, deps.publicUrl);
  const memberMails = createMemberMails(deps.mail, deps.publicUrl);
  const renewal = createRenewal({
    repo,
    jobs,
    gateway: deps.gateway,
    mails,
    memberMails,
    transition,
    producerPercent: deps.producerPercent,
  });

  /** The renewal reminder: once, in the job's transaction, while the renewal it announces still stands. */
  async function remind(job: JobRow, now: Date) {
    await repo.transaction(async (tx) => {
      const s = await lockSubscription(tx, job.subscriptionId);
      await jobs.done(tx, job.id, now);
      if (!s || s.provider !== 'builtin' || (s.status !== 'active' && s.status !== 'trialing')) return;
      const due = chargeDue(s);
      if (addDays(due, -YEARLY_REMINDER_DAYS).getTime() !== job.runAt.getTime()) return;
      await mails.reminder(tx, s, due);
    });
  }

  /** A cancelled subscription's access ends with the period it paid for. */
  async function expire(job: JobRow, now: Date) {
    await repo.transaction(async (tx) => {
      const s = await lockSubscription(tx, job.subscriptionId);
      await jobs.done(tx, job.id, now);
      if (!s || s.provider !== 'builtin' || s.status !== 'cancelled') return;
      if (s.currentPeriodEnd.getTime() > now.getTime()) return scheduleNext(tx, s);
      await splitFinishedPeriods(tx, s.id, s.currentPeriodEnd, deps.producerPercent);
      const ended = await updateSubscription(tx, s, { endedAt: s.currentPeriodEnd });
      await transition(tx, s, 'ended', { kind: 'ended', actorId: null, note: 'Cancelled; the paid period is over' });
      await mails.ended(tx, ended, 'You cancelled it, and the period you paid for is over.');
      await scheduleNext(tx, { ...ended, status: 'ended' });
    });
  }

  async function run(job: JobRow, now: Date) {
    if (job.kind === 'renew' || job.kind === 'retry') return renewal.run(job, now);
    if (job.kind === 'remind') return remind(job, now);
    return expire(job, now);
  }

  /** Claims and runs one due job at `now`; false when none is due. */
  async function runOne(now = deps.now(), onlyId?: number): Promise<boolean> {
    const job = await jobs.claim(now, BILLING_LEASE_MS, onlyId);
    if (!job) return false;
    try {
      await run(job, now);
    } catch (err) {
      const outcome = await jobs.fail(job, (err as Error).message, now);
      log.error({ err, jobId: job.id, subscriptionId: job.subscriptionId, outcome }, 'subscription job failed');
    }
    return true;
  }

  const worker = createPollingWorker({
    name: 'billing worker',
    runOne: () => runOne(),
    log,
    pollMs: deps.pollMs ?? 30_000,
  });

  return {
    jobs,
    scheduleNext,
    /** The membership's mails (welcome, receipts, cancellation, claims), for subscribe, changes and claims. */
    memberMails,
    chargebee: createChargebeeService({
      repo,
      chargebee: deps.chargebee ? createChargebee(deps.chargebee) : null,
      mails: memberMails,
      transition,
      publicUrl: deps.publicUrl,
      now: deps.now,
      producerPercent: deps.producerPercent,
    }),
    worker,
    runOne,
    /** Runs every job due at `now` (tests move the clock and call this instead of waiting for the poll). */
    async runDue(now = deps.now()): Promise<number> {
      let n = 0;
      while (await runOne(now)) n++;
      return n;
    },
    /**
     * A past-due subscription's charge, tried at once (a new card was just saved): its pending retry is
     * replaced by one due now, run in this call. True when it ran here (false: another worker has it).
     */
    async retryNow(subscriptionId: number): Promise<boolean> {
      const now = deps.now();
      const job = await repo.transaction(async (tx) => {
        const s = await lockSubscription(tx, subscriptionId);
        if (!s || s.status !== 'past_due' || s.provider !== 'builtin') return null;
        await replaceJobs(tx, s.id, [{ kind: 'retry', runAt: now }]);
        return (await jobs.of(s.id, tx)).find((j) => j.doneAt === null && j.kind === 'retry') ?? null;
      });
      return job ? runOne(now, job.id) : false;
    },
  };
}
export type BillingEngine = ReturnType<typeof createBillingEngine>;
