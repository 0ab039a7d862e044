import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { beats, mediaJobs } from '../../db/schema/index.js';

export interface ClaimedJob {
  id: number;
  beatId: number;
  attempts: number;
}
/** Tries before a job is failed for good (a corrupt master fails the same way every time). */
export const MAX_ATTEMPTS = 3;

export function createMediaJobsRepository(db: Db) {
  return {
    /** Queues processing of a beat's master and shows it as processing, in one transaction. */
    async enqueue(beatId: number, master?: { key: string; filename: string }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(mediaJobs).where(and(eq(mediaJobs.beatId, beatId), eq(mediaJobs.state, 'queued')));
        await tx
          .update(beats)
          .set({
            mediaState: 'processing',
            mediaError: null,
            updatedAt: new Date(),
            ...(master ? { masterKey: master.key, masterFilename: master.filename } : {}),
          })
          .where(eq(beats.id, beatId));
        await tx.insert(mediaJobs).values({ beatId });
      });
    },

    /**
     * Takes the next due job: a queued one, or a running one whose lease ran out (its worker died).
     * SKIP LOCKED lets several servers share the queue without taking the same job.
     */
    async claim(leaseMs: number): Promise<ClaimedJob | null> {
      const result = await db.execute(sql`
        update media_jobs set state = 'running', attempts = attempts + 1, updated_at = now(),
          lease_until = now() + make_interval(secs => ${leaseMs / 1000})
        where id = (
          select id from media_jobs
          where (state = 'queued' and run_after <= now()) or (state = 'running' and lease_until < now())
          order by run_after, id limit 1 for update skip locked)
        returning id, beat_id, attempts`);
      const row = (result as { rows: { id: number; beat_id: number; attempts: number }[] }).rows[0];
      return row ? { id: Number(row.id), beatId: Number(row.beat_id), attempts: Number(row.attempts) } : null;
    },

    async done(jobId: number): Promise<void> {
      await db
        .update(mediaJobs)
        .set({ state: 'done', leaseUntil: null, updatedAt: new Date() })
        .where(eq(mediaJobs.id, jobId));
    },

    /** A failed try is retried later with back-off; after MAX_ATTEMPTS the beat shows the reason. */
    async fail(job: ClaimedJob, reason: string): Promise<'retry' | 'failed'> {
      const final = job.attempts >= MAX_ATTEMPTS;
      await db.transaction(async (tx) => {
        await tx
          .update(mediaJobs)
          .set({
            state: final ? 'failed' : 'queued',
            error: reason,
            leaseUntil: null,
            updatedAt: new Date(),
            runAfter: sql`now() + make_interval(secs => ${5 * job.attempts})`,
          })
          .where(eq(mediaJobs.id, job.id));
        if (final)
          await tx
            .update(beats)
            .set({ mediaState: 'failed', mediaError: reason, updatedAt: new Date() })
            .where(eq(beats.id, job.beatId));
      });
      return final ? 'failed' : 'retry';
    },

    async pendingCount(): Promise<number> {
      const r = await db.execute(sql`select count(*)::int as n from media_jobs where state in ('queued', 'running')`);
      return Number((r as { rows: { n: number }[] }).rows[0]!.n);
    },
  };
}
export type MediaJobsRepository = ReturnType<typeof createMediaJobsRepository>;
