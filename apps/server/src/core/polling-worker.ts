/** What a background worker needs from a logger; Fastify's and pino's fit. */
interface ErrorLog {
  error(obj: unknown, msg: string): void;
}

export interface PollingWorker {
  /** Runs one due piece of work; false when there was none. */
  runOne(): Promise<boolean>;
  /** Runs every due piece now, one after another; tests and the seed use it instead of waiting for the poll. */
  drain(): Promise<number>;
  start(): void;
  /** Lets the work in hand finish (or its lease expire elsewhere) before the database closes. */
  stop(): Promise<void>;
  /** Wakes the poller at once (work was just queued) instead of at the next tick. */
  nudge(): void;
}

/**
 * The poll loop shared by the job-table workers (mail outbox, media jobs): each lane takes due work
 * until there is none, then sleeps `pollMs`. Work is claimed under a lease in the database, so lanes and
 * processes never take the same piece; `concurrency` lanes run side by side in this process.
 */
export function createPollingWorker(opts: {
  name: string;
  runOne: () => Promise<boolean>;
  log: ErrorLog;
  pollMs?: number;
  concurrency?: number;
}): PollingWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  const lane = async () => {
    try {
      while (!stopped && (await opts.runOne()));
    } catch (err) {
      opts.log.error({ err }, opts.name);
    }
  };

  const tick = () => {
    if (stopped) return;
    running = Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 1) }, lane)).finally(() => {
      running = undefined;
      if (!stopped) timer = setTimeout(tick, opts.pollMs ?? 1000);
    });
  };

  return {
    runOne: opts.runOne,
    async drain() {
      let n = 0;
      while (await opts.runOne()) n++;
      return n;
    },
    start() {
      if (!stopped) return;
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    nudge() {
      if (stopped || running) return;
      clearTimeout(timer);
      tick();
    },
  };
}
