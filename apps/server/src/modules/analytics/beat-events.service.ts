import type { FastifyBaseLogger } from 'fastify';
import { addDays, INTEL_PRESET_DAYS } from '@beatmarket/shared';
import type { BeatEvent, BeatEventsRepository, EventCount, RawEvent } from './beat-events.repository.js';

/**
 * The ranges the rollup job keeps a set for (decision 0055): each preset ending today and, from 23:00 UTC,
 * each ending tomorrow, so the first reports after midnight find theirs built.
 */
export function presetRanges(now: Date): { from: string; to: string }[] {
  const today = now.toISOString().slice(0, 10);
  const ends = now.getUTCHours() >= 23 ? [today, addDays(today, 1)] : [today];
  return ends.flatMap((to) => INTEL_PRESET_DAYS.map((days) => ({ from: addDays(to, -(days - 1)), to })));
}

/**
 * Who caused an event and, for a purchase, the cents paid for the beat's line. A refund of a delivered
 * line records its purchase again with `count: -1` and the revenue negated, on the day of the refund;
 * a partial refund with `count: 0` and only the cents given back (decision 0074).
 */
export type EventExtra = { userId?: number | null; revenue?: number; count?: 1 | 0 | -1 };
/** What the catalog and commerce hooks receive: fire and forget, never throws, never waits. */
export type RecordBeatEvent = (beatIds: number | number[], event: BeatEvent, extra?: EventExtra) => void;

/** The event each beat stat of POST /beat/{id}/stat/{stat} counts as. */
export const statEvent = (stat: string): BeatEvent =>
  stat === 'played'
    ? 'play_start'
    : stat === 'played_30s'
      ? 'play_30s'
      : stat === 'downloaded'
        ? 'demo_download'
        : 'share';

/**
 * The rollup job, at boot and then every `everyMs` (server.ts: hourly): prunes raw events past the
 * retention, and keeps the range sets of the presets (decision 0055; an hourly run always lands between
 * 23:00 and midnight, which builds tomorrow's). A failure waits for the next run; one run at a time.
 */
function rollupJob(deps: {
  repo: BeatEventsRepository;
  log: FastifyBaseLogger;
  now: () => Date;
  retention: () => Promise<number>;
}) {
  let pruner: NodeJS.Timeout | null = null;
  let stopped = false;
  /** Drops the sets of ranges that ended before today and builds the missing ones; answers how many it built. */
  async function refreshRangeSets(): Promise<number> {
    const at = deps.now();
    await deps.repo.ranges.dropEndingBefore(at.toISOString().slice(0, 10));
    let built = 0;
    for (const range of presetRanges(at)) if (await deps.repo.ranges.build(range)) built++;
    return built;
  }
  /** Deletes raw events past the retention (all of them when it is 0); answers how many went. */
  async function pruneRaw(): Promise<number> {
    return deps.repo.pruneRaw(await deps.retention(), deps.now());
  }
  return {
    refreshRangeSets,
    pruneRaw,
    start(everyMs: number) {
      let ranging = false;
      const run = () => {
        void pruneRaw().catch((err: unknown) => deps.log.warn({ err }, 'raw beat events pruning failed'));
        if (ranging || stopped) return;
        ranging = true;
        void refreshRangeSets()
          .catch((err: unknown) => deps.log.warn({ err }, 'intelligence range sets not refreshed'))
          .finally(() => (ranging = false));
      };
      run();
      pruner = setInterval(run, everyMs);
      pruner.unref();
    },
    stop() {
      stopped = true;
      if (pruner) clearInterval(pruner);
    },
  };
}

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
  /** Days raw events are kept (setting `analytics_raw_retention_days`); 0 keeps none, only the rollups. */
  rawRetentionDays?: () => Promise<number>;
}) {
  const retention = deps.rawRetentionDays ?? (async () => 0);
  const now = deps.now ?? (() => new Date());
  let pending = new Map<string, EventCount>();
  let raw: RawEvent[] = [];
  let pendingEvents = 0;
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  function add(row: EventCount) {
    const key = `${row.beatId}|${row.day}|${row.event}`;
    const had = pending.get(key);
    if (had) {
      had.count += row.count;
      had.revenue = (had.revenue ?? 0) + (row.revenue ?? 0);
    } else pending.set(key, { ...row });
  }

  /** Flushes are chained, so stop() waits for one in flight and rows never race each other. */
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = [...pending.values()];
    const rawBatch = raw;
    pending = new Map();
    raw = [];
    pendingEvents = 0;
    writing = writing.then(async () => {
      if (!batch.length) return;
      try {
        await deps.repo.add(batch);
      } catch (err) {
        deps.log.warn({ err, rows: batch.length }, 'beat events flush failed; kept for the next one');
        for (const row of batch) add(row);
        raw.push(...rawBatch);
        pendingEvents += batch.length;
        schedule();
        return;
      }
      // Raw rows are a best-effort extra (the counts are already written): a failed write is not retried.
      try {
        if ((await retention()) > 0) await deps.repo.addRaw(rawBatch);
      } catch (err) {
        deps.log.warn({ err, rows: rawBatch.length }, 'raw beat events not kept');
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
  const record: RecordBeatEvent = (beatIds, event, extra = {}) => {
    const at = now();
    const day = at.toISOString().slice(0, 10);
    const revenue = extra.revenue ?? 0;
    const count = extra.count ?? 1;
    for (const beatId of Array.isArray(beatIds) ? beatIds : [beatIds]) {
      add({ beatId, day, event, count, revenue });
      raw.push({ beatId, event, userId: extra.userId ?? null, revenue, at });
    }
    pendingEvents += Array.isArray(beatIds) ? beatIds.length : 1;
    if (pendingEvents >= deps.maxEvents) void flush();
    else schedule();
  };

  const job = rollupJob({ ...deps, now, retention });

  return {
    record,
    flush,
    pruneRaw: job.pruneRaw,
    refreshRangeSets: job.refreshRangeSets,
    startPruning: job.start,
    /** On shutdown: no more timers, and what is pending is written before the database closes. */
    async stop() {
      stopped = true;
      job.stop();
      await flush();
    },
  };
}
export type BeatEventsService = ReturnType<typeof createBeatEventsService>;
