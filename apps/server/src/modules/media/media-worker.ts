import type { FastifyBaseLogger } from 'fastify';
import { createPollingWorker } from '../../core/polling-worker.js';
import type { MediaJobsRepository } from './media-jobs.repository.js';
import type { MediaProcessor } from './media-processor.js';

/** A job holds its lease this long; a worker that dies mid-job frees it when the lease runs out. */
export const LEASE_MS = 5 * 60_000;
const IDLE_EVERY_MS = 10 * 60_000;

/** Polls the job table and runs the audio pipeline, one job at a time (ffmpeg already uses both cores). */
export function createMediaWorker(deps: {
  jobs: MediaJobsRepository;
  processor: MediaProcessor;
  log: FastifyBaseLogger;
  pollMs?: number;
  /** Upkeep run now and then while no job is due (the expired upload slots' sweep). */
  idle?: () => Promise<unknown>;
  /** Background work taken one item at a time while no job is due (the sound backfill); false when none is left. */
  backfill?: () => Promise<boolean>;
}) {
  const { jobs, processor, log } = deps;
  let lastIdle = 0;

  async function runOne(): Promise<boolean> {
    const job = await jobs.claim(LEASE_MS);
    if (!job) {
      if (deps.idle && Date.now() - lastIdle >= IDLE_EVERY_MS) {
        lastIdle = Date.now();
        await deps.idle().catch((err: unknown) => log.warn({ err }, 'media upkeep failed'));
      }
      return false;
    }
    const started = Date.now();
    const target = { beatId: job.beatId, storeItemId: job.storeItemId };
    try {
      await (job.beatId ? processor.process(job.beatId) : processor.processStoreDemo(job.storeItemId!));
      await jobs.done(job.id);
      log.info({ ...target, ms: Date.now() - started }, 'media processed');
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const outcome = await jobs.fail(job, reason.slice(0, 500));
      log.warn({ ...target, attempt: job.attempts, outcome, reason }, 'media processing failed');
    }
    return true;
  }

  // The poll also takes backfill work when no job is due; drain() (tests, the seed) runs the jobs alone.
  const backfill = deps.backfill ?? (() => Promise.resolve(false));
  const polling = createPollingWorker({
    name: 'media worker',
    runOne: async () => (await runOne()) || (await backfill()),
    log,
    pollMs: deps.pollMs,
  });
  return {
    ...polling,
    runOne,
    async drain() {
      let n = 0;
      while (await runOne()) n++;
      return n;
    },
  };
}
export type MediaWorker = ReturnType<typeof createMediaWorker>;
