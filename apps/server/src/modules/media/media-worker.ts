import type { FastifyBaseLogger } from 'fastify';
import type { MediaJobsRepository } from './media-jobs.repository.js';
import type { MediaProcessor } from './media-processor.js';

/** A job holds its lease this long; a worker that dies mid-job frees it when the lease runs out. */
export const LEASE_MS = 5 * 60_000;

/** Polls the job table and runs the audio pipeline, one job at a time (ffmpeg already uses both cores). */
export function createMediaWorker(deps: {
  jobs: MediaJobsRepository;
  processor: MediaProcessor;
  log: FastifyBaseLogger;
  pollMs?: number;
}) {
  const { jobs, processor, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  /** Runs one due job; false when there was none. */
  async function runOne(): Promise<boolean> {
    const job = await jobs.claim(LEASE_MS);
    if (!job) return false;
    const started = Date.now();
    try {
      await processor.process(job.beatId);
      await jobs.done(job.id);
      log.info({ beatId: job.beatId, ms: Date.now() - started }, 'media processed');
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const outcome = await jobs.fail(job, reason.slice(0, 500));
      log.warn({ beatId: job.beatId, attempt: job.attempts, outcome, reason }, 'media processing failed');
    }
    return true;
  }

  const tick = () => {
    if (stopped) return;
    running = (async () => {
      try {
        while (!stopped && (await runOne()));
      } catch (err) {
        log.error({ err }, 'media worker');
      }
    })().finally(() => {
      running = undefined;
      if (!stopped) timer = setTimeout(tick, deps.pollMs ?? 1000);
    });
  };

  return {
    runOne,
    /** Runs every due job now; tests and the seed use it instead of waiting for the poll. */
    async drain(): Promise<number> {
      let n = 0;
      while (await runOne()) n++;
      return n;
    },
    start() {
      if (!stopped) return;
      stopped = false;
      tick();
    },
    /** Lets the current job finish (or its lease expire elsewhere) before the database closes. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    /** Wakes the poller at once (after an upload) instead of at the next tick. */
    nudge() {
      if (stopped || running) return;
      clearTimeout(timer);
      tick();
    },
  };
}
export type MediaWorker = ReturnType<typeof createMediaWorker>;
