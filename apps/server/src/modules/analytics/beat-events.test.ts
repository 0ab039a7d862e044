import { asc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { beatDailyEvents, beats } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createBeatEventsRepository, type EventCount } from './beat-events.repository.js';
import { createBeatEventsService } from './beat-events.service.js';

let t: TestContext;
let db: Db;
let ids: number[];
const silent = { warn: () => {} } as unknown as FastifyBaseLogger;
const day = (d: string) => () => new Date(`${d}T12:00:00Z`);

/** The database handle, counting the writes that reach it: a statement, or a transaction (a flush's turn lock and its one statement). */
function counting(inner: Db) {
  const seen = { writes: 0 };
  const db = new Proxy(inner, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if ((prop !== 'execute' && prop !== 'transaction') || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        seen.writes++;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db, seen };
}
const rows = () =>
  db
    .select()
    .from(beatDailyEvents)
    .orderBy(asc(beatDailyEvents.beatId), asc(beatDailyEvents.day), asc(beatDailyEvents.event));

beforeAll(async () => {
  t = await createTestContext();
  db = t.database.db;
  ids = (await db.select({ id: beats.id }).from(beats).orderBy(asc(beats.id)).limit(3)).map((b) => b.id);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.services.beatEvents.flush();
  await db.delete(beatDailyEvents);
});

describe('beat events: batched daily counts (decision 0034)', () => {
  it('writes N events as one statement, and counts add up across flushes', async () => {
    const { db: spied, seen } = counting(db);
    const svc = createBeatEventsService({
      repo: createBeatEventsRepository(spied),
      flushMs: 60_000,
      maxEvents: 1000,
      log: silent,
      now: day('2026-03-01'),
    });
    const [a, b] = ids as [number, number];
    for (let i = 0; i < 40; i++) svc.record(a, 'play_start');
    svc.record([a, b], 'purchase');
    svc.record(b, 'share');
    expect(await rows()).toEqual([]);
    await svc.flush();
    expect(seen.writes).toBe(1);
    svc.record(a, 'play_start');
    await svc.stop();
    expect(seen.writes).toBe(2);
    expect(await rows()).toEqual([
      { beatId: a, day: '2026-03-01', event: 'play_start', count: 41 },
      { beatId: a, day: '2026-03-01', event: 'purchase', count: 1 },
      { beatId: b, day: '2026-03-01', event: 'purchase', count: 1 },
      { beatId: b, day: '2026-03-01', event: 'share', count: 1 },
    ]);
  });

  it('flushes by itself after M events and after the interval', async () => {
    const repo = createBeatEventsRepository(db);
    const bySize = createBeatEventsService({
      repo,
      flushMs: 60_000,
      maxEvents: 3,
      log: silent,
      now: day('2026-03-02'),
    });
    bySize.record([ids[0]!, ids[0]!, ids[1]!], 'favorite');
    await bySize.stop();
    const byTime = createBeatEventsService({ repo, flushMs: 20, maxEvents: 1000, log: silent, now: day('2026-03-02') });
    byTime.record(ids[2]!, 'favorite');
    await expect.poll(async () => (await rows()).length, { timeout: 2000 }).toBe(3);
    expect((await rows()).map((r) => r.count)).toEqual([2, 1, 1]);
    await byTime.stop();
  });

  it('keeps the counts of a failed write for the next flush, and skips beats that do not exist', async () => {
    const real = createBeatEventsRepository(db);
    let fail = true;
    const svc = createBeatEventsService({
      repo: {
        ...real,
        add: (batch: EventCount[]) => (fail ? Promise.reject(new Error('database away')) : real.add(batch)),
      },
      flushMs: 60_000,
      maxEvents: 1000,
      log: silent,
      now: day('2026-03-03'),
    });
    svc.record([ids[0]!, 999_999_999], 'demo_download');
    await svc.flush();
    expect(await rows()).toEqual([]);
    fail = false;
    svc.record(ids[0]!, 'demo_download');
    await svc.stop();
    expect(await rows()).toEqual([{ beatId: ids[0], day: '2026-03-03', event: 'demo_download', count: 2 }]);
  });

  it('reads rollups: per beat over a range, top beats by event, conversion', async () => {
    const repo = createBeatEventsRepository(db);
    const [a, b, c] = ids as [number, number, number];
    await repo.add([
      { beatId: a, day: '2026-04-01', event: 'play_start', count: 10 },
      { beatId: a, day: '2026-04-02', event: 'play_start', count: 30 },
      { beatId: a, day: '2026-04-02', event: 'purchase', count: 2 },
      { beatId: a, day: '2026-04-09', event: 'play_start', count: 500 },
      { beatId: b, day: '2026-04-03', event: 'play_start', count: 60 },
      { beatId: b, day: '2026-04-03', event: 'purchase', count: 1 },
      { beatId: c, day: '2026-04-01', event: 'play_start', count: 40 },
    ]);
    const week = { from: '2026-04-01', to: '2026-04-07' };
    expect(await repo.forBeat(a, week)).toEqual({ play_start: 40, purchase: 2 });
    expect(await repo.forBeat(a, { from: '2026-04-08', to: '2026-04-30' })).toEqual({ play_start: 500 });
    expect(await repo.top('play_start', week, 2)).toEqual([
      { beatId: b, count: 60 },
      { beatId: Math.min(a, c), count: 40 },
    ]);
    expect(await repo.conversion(week, a)).toBe(2 / 40);
    expect(await repo.conversion(week)).toBe(3 / 140);
    expect(await repo.conversion({ from: '2025-01-01', to: '2025-01-31' })).toBeNull();
  });
});
