import { readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  beatDailyEvents,
  beatMonthlyStats,
  beats,
  beatStats,
  producerDailyEvents,
  storeDailyEvents,
} from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/helpers.js';

// Migration 0060 (decision 0102): the counted plays recorded before the 'play_counted' event existed (the
// 'played_counted' stat rows) land in every rollup on their UTC day; raw starts never do. The migrated test
// database already has the columns, so only the backfill's statements run here, as the migration runs them.
const backfill = readFileSync(new URL('../../db/migrations/0060_counted_play_events.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.replace(/^(\s*--[^\n]*\n)+/, '').trim())
  .filter((s) => !/^(ALTER TABLE|CREATE INDEX)/.test(s));

// Demo data may hold counted plays on other days: the backfill's days are the ones it rewrites.
const DAYS = ['2026-11-03', '2026-11-04'];
let t: TestContext;
let a: number;
let b: number;
let producer: number;

beforeAll(async () => {
  t = await createTestContext();
  const db = t.database.db;
  const [first] = await db.select({ id: beats.id, producerId: beats.producerId }).from(beats).limit(1);
  producer = first!.producerId;
  const mine = await db.select({ id: beats.id }).from(beats).where(eq(beats.producerId, producer)).limit(2);
  [a, b] = [mine[0]!.id, mine[1]!.id];
  await db.delete(beatStats).where(eq(beatStats.stat, 'played_counted'));
  const at = (iso: string) => new Date(iso);
  await db.insert(beatStats).values([
    { beatId: a, stat: 'played_counted', createdAt: at('2026-11-03T23:30:00Z') },
    { beatId: a, stat: 'played_counted', createdAt: at('2026-11-03T08:00:00Z') },
    { beatId: a, stat: 'played_counted', createdAt: at('2026-11-04T00:10:00Z') },
    { beatId: b, stat: 'played_counted', createdAt: at('2026-11-03T12:00:00Z') },
    // A raw start is not a counted play.
    { beatId: b, stat: 'played', createdAt: at('2026-11-03T12:00:00Z') },
  ]);
});
afterAll(() => t.close());

const run = () =>
  t.database.db.transaction(async (tx) => {
    for (const statement of backfill) await tx.execute(sql.raw(statement));
  });

async function rollups() {
  const db = t.database.db;
  const counted = eq(beatDailyEvents.event, 'play_counted');
  return {
    beats: (
      await db
        .select({ beat: beatDailyEvents.beatId, day: beatDailyEvents.day, count: beatDailyEvents.count })
        .from(beatDailyEvents)
        .where(and(counted, inArray(beatDailyEvents.beatId, [a, b]), inArray(beatDailyEvents.day, DAYS)))
    ).sort((x, y) => `${x.beat}${x.day}`.localeCompare(`${y.beat}${y.day}`)),
    producer: (
      await db
        .select({ day: producerDailyEvents.day, count: producerDailyEvents.count })
        .from(producerDailyEvents)
        .where(
          and(
            eq(producerDailyEvents.event, 'play_counted'),
            eq(producerDailyEvents.producerId, producer),
            inArray(producerDailyEvents.day, DAYS),
          ),
        )
    ).sort((x, y) => String(x.day).localeCompare(String(y.day))),
    store: (
      await db
        .select({ day: storeDailyEvents.day, count: storeDailyEvents.count })
        .from(storeDailyEvents)
        .where(and(eq(storeDailyEvents.event, 'play_counted'), inArray(storeDailyEvents.day, DAYS)))
    ).sort((x, y) => String(x.day).localeCompare(String(y.day))),
    months: await db
      .select({ beat: beatMonthlyStats.beatId, n: beatMonthlyStats.playsCounted })
      .from(beatMonthlyStats)
      .where(and(inArray(beatMonthlyStats.beatId, [a, b]), eq(beatMonthlyStats.month, '2026-11-01'))),
  };
}

describe('migration 0060: counted plays backfilled', () => {
  it('puts each counted play on its UTC day in every rollup, and running it again changes nothing', async () => {
    await run();
    const first = await rollups();
    const day = (beat: number, d: string, count: number) => ({ beat, day: d, count });
    expect(first.beats).toEqual(
      [day(a, '2026-11-03', 2), day(a, '2026-11-04', 1), day(b, '2026-11-03', 1)].sort((x, y) =>
        `${x.beat}${x.day}`.localeCompare(`${y.beat}${y.day}`),
      ),
    );
    expect(first.producer).toEqual([
      { day: '2026-11-03', count: 3 },
      { day: '2026-11-04', count: 1 },
    ]);
    expect(first.store).toEqual(first.producer);
    expect(Object.fromEntries(first.months.map((m) => [m.beat, m.n]))).toEqual({ [a]: 3, [b]: 1 });
    await run();
    expect(await rollups()).toEqual(first);
  });
});
