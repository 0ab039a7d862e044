import type { FastifyBaseLogger } from 'fastify';
import type { BeatEvent, BeatEventsRepository, EventCount } from './beat-events.repository.js';

/** What the catalog and commerce hooks receive: fire and forget, never throws, never waits. */
export type RecordBeatEvent = (beatIds: number | number[], event: BeatEvent) => void;

/** The event each beat stat of POST /beat/{id}/stat/{stat} counts as. */
export const statEvent = (stat: string): BeatEvent =>
  stat === 'played' ? 'play_start' : stat === 'downloaded' ? 'demo_download' : 'share';

/**
 * Counts events in memory and writes them as one upsert per flush (decision 0034): after `flushMs`
 * from the first pending event, as soon as `maxEvents` are pending, and on stop. A crash loses at
 * most one interval; a failed write keeps its counts for the next flush.
 */
export function createBeatEventsService(deps: {
  repo: BeatEventsRepository;
  flushMs: number;
  maxEvents: number;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  let pending = new Map<string, EventCount>();
  let pendingEvents = 0;
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  function add(row: EventCount) {
    const key = `${row.beatId}|${row.day}|${row.event}`;
    const had = pending.get(key);
    if (had) had.count += row.count;
    else pending.set(key, { ...row });
  }

  /** Flushes are chained, so stop() waits for one in flight and rows never race each other. */
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = [...pending.values()];
    pending = new Map();
    pendingEvents = 0;
    writing = writing.then(async () => {
      if (!batch.length) return;
      try {
        await deps.repo.add(batch);
      } catch (err) {
        deps.log.warn({ err, rows: batch.length }, 'beat events flush failed; kept for the next one');
        for (const row of batch) add(row);
        pendingEvents += batch.length;
        schedule();
      }
    });
    return writing;
  }

  function schedule() {
    if (timer || stopped) return;
    timer = setTimeout(() => void flush(), deps.flushMs);
    timer.unref();
  }

  let stopped = false;
  const record: RecordBeatEvent = (beatIds, event) => {
    const day = now().toISOString().slice(0, 10);
    for (const beatId of Array.isArray(beatIds) ? beatIds : [beatIds]) add({ beatId, day, event, count: 1 });
    pendingEvents += Array.isArray(beatIds) ? beatIds.length : 1;
    if (pendingEvents >= deps.maxEvents) void flush();
    else schedule();
  };

  return {
    record,
    flush,
    /** On shutdown: no more timers, and what is pending is written before the database closes. */
    async stop() {
      stopped = true;
      await flush();
    },
  };
}
export type BeatEventsService = ReturnType<typeof createBeatEventsService>;
