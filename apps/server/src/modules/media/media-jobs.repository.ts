import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { beats, mediaJobs, storeItems } from '../../db/schema/index.js';

/** A job makes a beat's preview or a store item's demo (decision 0099): exactly one of the two is set. */
export interface ClaimedJob {
  id: number;
  beatId: number | null;
  storeItemId: number | null;
  attempts: number;
}
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Tries before a job is failed for good (a corrupt master fails the same way every time). */
export const MAX_ATTEMPTS = 3;
/** Why a parked job failed: its worker stopped (killed, out of memory) every time it ran it. */
const DIED = `Processing stopped before it finished, ${MAX_ATTEMPTS} times. Try a shorter or smaller file.`;

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

    /** Queues the making of a store item's demo from its upload, and shows it as processing. */
    async enqueueStoreDemo(storeItemId: number, masterKey: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(mediaJobs).where(and(eq(mediaJobs.storeItemId, storeItemId), eq(mediaJobs.state, 'queued')));
        await tx
          .update(storeItems)
          .set({ demoState: 'processing', demoError: null, demoMasterKey: masterKey, updatedAt: new Date() })
          .where(eq(storeItems.id, storeItemId));
        await tx.insert(mediaJobs).values({ storeItemId });
      });
    },

    /**
     * Takes the next due job: a queued one, or a running one whose lease ran out (its worker died).
     * SKIP LOCKED lets several servers share the queue without taking the same job. Attempts are counted
     * here, at the claim, so a master that kills its worker (out of memory) counts too: a job that died
     * MAX_ATTEMPTS times is parked as failed instead of taking the next worker down with it for ever.
     */
    async claim(leaseMs: number): Promise<ClaimedJob | null> {
      await db.transaction(async (tx) => {
        const parked = await tx.execute(sql`
          update media_jobs set state = 'failed', lease_until = null, updated_at = now(), error = ${DIED}
          where state = 'running' and lease_until < now() and attempts >= ${MAX_ATTEMPTS}
          returning beat_id, store_item_id`);
        const rows = (parked as { rows: { beat_id: number | null; store_item_id: number | null }[] }).rows;
        await markFailed(
          tx,
          rows.map((r) => ({
            beatId: r.beat_id && Number(r.beat_id),
            storeItemId: r.store_item_id && Number(r.store_item_id),
          })),
          DIED,
        );
      });
      const result = await db.execute(sql`
        update media_jobs set state = 'running', attempts = attempts + 1, updated_at = now(),
          lease_until = now() + make_interval(secs => ${leaseMs / 1000})
        where id = (
          select id from media_jobs
          where (state = 'queued' and run_after <= now())
            or (state = 'running' and lease_until < now() and attempts < ${MAX_ATTEMPTS})
          order by run_after, id limit 1 for update skip locked)
        returning id, beat_id, store_item_id, attempts`);
      type Claimed = { id: number; beat_id: number | null; store_item_id: number | null; attempts: number };
      const row = (result as { rows: Claimed[] }).rows[0];
      return row
        ? {
            id: Number(row.id),
            beatId: row.beat_id === null ? null : Number(row.beat_id),
            storeItemId: row.store_item_id === null ? null : Number(row.store_item_id),
            attempts: Number(row.attempts),
          }
        : null;
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
        if (final) await markFailed(tx, [job], reason);
      });
      return final ? 'failed' : 'retry';
    },

    async pendingCount(): Promise<number> {
      const r = await db.execute(sql`select count(*)::int as n from media_jobs where state in ('queued', 'running')`);
      return Number((r as { rows: { n: number }[] }).rows[0]!.n);
    },
  };
}
/**
 * Shows the beats' and store items' media as failed, with the reason; a newer job for the same target (a new
 * upload) still shows it as processing.
 */
async function markFailed(
  tx: Tx,
  targets: { beatId: number | null; storeItemId: number | null }[],
  reason: string,
): Promise<void> {
  const beatIds = targets.flatMap((t) => (t.beatId ? [t.beatId] : []));
  const itemIds = targets.flatMap((t) => (t.storeItemId ? [t.storeItemId] : []));
  const now = new Date();
  if (beatIds.length)
    await tx
      .update(beats)
      .set({ mediaState: 'failed', mediaError: reason, updatedAt: now })
      .where(
        and(
          inArray(beats.id, beatIds),
          sql`not exists (select 1 from media_jobs j where j.beat_id = ${beats.id} and j.state in ('queued', 'running'))`,
        ),
      );
  if (itemIds.length)
    await tx
      .update(storeItems)
      .set({ demoState: 'failed', demoError: reason, updatedAt: now })
      .where(
        and(
          inArray(storeItems.id, itemIds),
          sql`not exists (select 1 from media_jobs j where j.store_item_id = ${storeItems.id} and j.state in ('queued', 'running'))`,
        ),
      );
}

export type MediaJobsRepository = ReturnType<typeof createMediaJobsRepository>;
