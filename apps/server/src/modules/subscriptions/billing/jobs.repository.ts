import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SubscriptionJobKind } from '@beatmarket/shared';
import type { Db } from '../../../db/client.js';
import { subscriptionJobs } from '../../../db/schema/index.js';

/** The database handle or an open transaction: both build the same queries. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;
export type JobRow = typeof subscriptionJobs.$inferSelect;
export interface PlannedJob {
  kind: SubscriptionJobKind;
  runAt: Date;
}

/** Tries of a job that throws (a gateway outage, a bug) before it is left failed with its error. */
export const JOB_MAX_ATTEMPTS = 8;
/** 1 min, 4 min, 16 min… capped at 6 hours, in the engine's clock. */
export const jobRetryMs = (attempts: number) => Math.min(60_000 * 4 ** (attempts - 1), 6 * 3600_000);

/**
 * Replaces a subscription's pending jobs by `jobs`: the table then holds exactly what its state calls
 * for. A job planned again at the same time after it ran (unique per subscription, kind and time) is
 * armed again.
 */
export async function replaceJobs(tx: Tx, subscriptionId: number, jobs: PlannedJob[]): Promise<void> {
  await tx
    .delete(subscriptionJobs)
    .where(and(eq(subscriptionJobs.subscriptionId, subscriptionId), isNull(subscriptionJobs.doneAt)));
  for (const job of jobs)
    await tx
      .insert(subscriptionJobs)
      .values({ subscriptionId, kind: job.kind, runAt: job.runAt })
      .onConflictDoUpdate({
        target: [subscriptionJobs.subscriptionId, subscriptionJobs.kind, subscriptionJobs.runAt],
        set: { doneAt: null, leaseUntil: null, attempts: 0, error: null },
      });
}

/**
 * The billing engine's job table (decision 0050). Every time comparison takes the engine's clock as a
 * parameter, never SQL now(): a test moves the clock a month and the due renewals run, and two
 * processes agree on "due" as long as their clocks do.
 */
export function createSubscriptionJobsRepository(db: Db) {
  return {
    /**
     * Takes the next due job: not done, due at `now`, and not leased (or its lease ran out: its worker
     * died). SKIP LOCKED lets every process share the table without taking the same job twice.
     * `onlyId`: that job only (a retry asked for now).
     */
    async claim(now: Date, leaseMs: number, onlyId?: number): Promise<JobRow | null> {
      const at = now.toISOString();
      const until = new Date(now.getTime() + leaseMs).toISOString();
      const only = onlyId === undefined ? sql`` : sql`and id = ${onlyId}`;
      const result = await db.execute(sql`
        update subscription_jobs set lease_until = ${until}::timestamptz, attempts = attempts + 1
        where id = (
          select id from subscription_jobs
          where done_at is null and run_at <= ${at}::timestamptz
            and (lease_until is null or lease_until < ${at}::timestamptz) ${only}
          order by run_at, id limit 1 for update skip locked)
        returning id`);
      const row = (result as { rows: { id: number | string }[] }).rows[0];
      if (!row) return null;
      const [job] = await db
        .select()
        .from(subscriptionJobs)
        .where(eq(subscriptionJobs.id, Number(row.id)));
      return job ?? null;
    },

    /** Done (in the handler's transaction, so a job is done exactly when its effect is written). */
    done: (tx: Tx, id: number, now: Date) =>
      tx
        .update(subscriptionJobs)
        .set({ doneAt: now, leaseUntil: null, error: null })
        .where(eq(subscriptionJobs.id, id)),

    /** A try that threw: tried again after a back-off, or left failed (done, with its error) at the last. */
    async fail(job: JobRow, error: string, now: Date): Promise<'retry' | 'failed'> {
      const final = job.attempts >= JOB_MAX_ATTEMPTS;
      await db
        .update(subscriptionJobs)
        .set({
          error: error.slice(0, 1000),
          leaseUntil: final ? null : new Date(now.getTime() + jobRetryMs(job.attempts)),
          doneAt: final ? now : null,
        })
        .where(eq(subscriptionJobs.id, job.id));
      return final ? 'failed' : 'retry';
    },

    replace: replaceJobs,

    /** A subscription's jobs, oldest first (tests and the admin's view of what is planned). */
    of: (subscriptionId: number, tx: Tx = db) =>
      tx
        .select()
        .from(subscriptionJobs)
        .where(eq(subscriptionJobs.subscriptionId, subscriptionId))
        .orderBy(subscriptionJobs.runAt, subscriptionJobs.id),
  };
}
export type SubscriptionJobsRepository = ReturnType<typeof createSubscriptionJobsRepository>;
