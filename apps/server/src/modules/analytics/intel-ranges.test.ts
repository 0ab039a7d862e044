import { INTEL_BEAT_SORTS, INTEL_MOVER_METRICS } from '@beatmarket/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beats, intelRangeBeats, intelRangeSets, users } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import { clientsByRole, createTestContext, DEMO_LOGINS, type TestContext } from '../../../test/helpers.js';
import { createBeatEventsRepository, type EventCount } from './beat-events.repository.js';
import { presetRanges } from './beat-events.service.js';
import { BEAT_EVENTS } from '../../db/schema/analytics.js';

// Decision 0055: a report over a range with a precomputed set answers exactly what the plain rollup sums answer
// (rows, order, ties, totals), also after flushes that land inside the range, in the range before it, and
// outside both. Events are random but seeded; small counts make many ties.
let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'producer' | 'admin'>>>;
let me: number;
let repo: ReturnType<typeof createBeatEventsRepository>;
const RANGES = [
  { from: '2024-03-14', to: '2024-03-20' },
  { from: '2024-02-20', to: '2024-03-20' }, // crosses a month: loose days and a whole month in the plain path
  { from: '2023-12-22', to: '2024-03-20' },
];

let seed = 17;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648) as number;
const pick = <T>(a: readonly T[]) => a[Math.floor(random() * a.length)]!;
const day = (from: string, days: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + Math.floor(random() * days) * 86_400_000).toISOString().slice(0, 10);
/** `n` random events, merged by (beat, day, event) as the service merges a flush's batch. */
function events(beatIds: number[], n: number): EventCount[] {
  const batch = new Map<string, EventCount>();
  for (let i = 0; i < n; i++) {
    const event = pick(BEAT_EVENTS);
    const count = 1 + Math.floor(random() * 3);
    const row = { beatId: pick(beatIds), day: day('2023-09-01', 230), event, count, revenue: 0 };
    if (event === 'purchase') row.revenue = count * pick([999, 2999]);
    const key = `${row.beatId}|${row.day}|${event}`;
    const had = batch.get(key);
    if (had) {
      had.count += row.count;
      had.revenue = (had.revenue ?? 0) + row.revenue;
    } else batch.set(key, row);
  }
  return [...batch.values()];
}

const get = (who: 'admin' | 'producer', id: string, q: string) =>
  c[who].get<unknown>(`/private-api/report/${id}/data?${q}`).then((r) => {
    expect(r.status).toBe(200);
    return r.body.data;
  });
/** Every store-wide and producer read a set serves, over each range, in one list to compare. */
async function answers() {
  const out: unknown[] = [];
  for (const r of RANGES) {
    const q = `from=${r.from}&to=${r.to}`;
    for (const s of INTEL_BEAT_SORTS)
      for (const sort of [s, `-${s}`]) out.push(await get('admin', 'intel-beats', `${q}&sort=${sort}&per_page=200`));
    for (const sort of ['-plays', 'revenue', 'completion', '-conversion', 'title']) {
      out.push(await get('admin', 'intel-beats', `${q}&sort=${sort}&per_page=7&page=2`));
      out.push(await get('producer', 'intel-beats', `${q}&sort=${sort}&per_page=4&page=2`));
    }
    for (const s of INTEL_BEAT_SORTS) out.push(await get('producer', 'intel-beats', `${q}&sort=-${s}&per_page=200`));
    out.push(await get('producer', 'intel-beats', `${q}&sort=title&search=e`));
    out.push(await get('admin', 'intel-beats', `${q}&sort=-plays&search=e&per_page=5`));
    out.push(await get('admin', 'intel-beats', `${q}&sort=title&search=a`));
    out.push(await get('admin', 'intel-beats', `${q}&sort=-title&search=A&per_page=3&page=2`));
    out.push(await get('admin', 'intel-beats', `${q}&sort=-completion&search=e&per_page=4`));
    out.push(await get('admin', 'intel-beats', `${q}&sort=title&search=${encodeURIComponent('_%')}`));
    // Past the last page: no rows, and the true total for the pager.
    out.push(await get('admin', 'intel-beats', `${q}&sort=-plays&per_page=5&page=99`));
    out.push(await get('admin', 'intel-beats', `${q}&sort=title&search=e&per_page=5&page=99`));
    out.push(await get('producer', 'intel-beats', `${q}&sort=title&search=e&per_page=5&page=99`));
    out.push(await get('admin', 'intel-producers', q));
    out.push(await get('admin', 'intel-producers', `${q}&producer_id=${me}`));
    out.push(await get('admin', 'intel-movers', `${q}&metric=plays&limit=3`));
    for (const metric of INTEL_MOVER_METRICS) {
      out.push(await get('admin', 'intel-movers', `${q}&metric=${metric}&limit=50`));
      out.push(await get('producer', 'intel-movers', `${q}&metric=${metric}&limit=50`));
    }
  }
  return out;
}

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.17.55', ['producer', 'admin']);
  const db = t.database.db;
  me = (await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGINS.producer)))[0]!.id;
  repo = createBeatEventsRepository(db);
  const ids = (await db.select({ id: beats.id }).from(beats).orderBy(asc(beats.id))).map((b) => b.id);
  await repo.add(events(ids.slice(0, Math.ceil(ids.length / 2)), 600));
  expect(await repo.ranges.build(RANGES[0]!)).toBe(true);
  expect(await repo.ranges.build(RANGES[1]!)).toBe(true);
  // A build while flushes run (on PostgreSQL, other connections): each flush is in the set or added to it.
  const [built] = await Promise.all([
    repo.ranges.build(RANGES[2]!),
    repo.add(events(ids, 150)),
    repo.add(events(ids, 150)),
  ]);
  expect(built).toBe(true);
  // Flushes after the build: new beats (fresh set rows), days in each range, the range before it, and neither.
  for (let i = 0; i < 3; i++) await repo.add(events(ids, 150));
}, 180_000);
afterAll(() => t.close());

describe('intelligence range sets (decision 0055)', () => {
  it('answer exactly what the rollup sums answer, after later flushes and a rename too', async () => {
    // A beat in every set renamed: its title sorts and searches under the new name there too (a trigger).
    const [active] = rowsOf<{ beat_id: number }>(
      await t.database.db.execute(sql`select beat_id from ${intelRangeBeats} group by beat_id
        having count(*) = ${RANGES.length} order by beat_id limit 1`),
    );
    await t.database.db.update(beats).set({ title: 'ZZ Top Renamed' }).where(eq(beats.id, active!.beat_id));
    const fromSets = await answers();
    const renamed = (await get(
      'admin',
      'intel-beats',
      `from=${RANGES[0]!.from}&to=${RANGES[0]!.to}&sort=-title&search=zz`,
    )) as {
      rows: { beat_id: number }[];
    };
    expect(renamed.rows.map((r) => r.beat_id)).toEqual([active!.beat_id]);
    expect(await repo.ranges.dropEndingBefore('9999-01-01')).toBe(RANGES.length);
    const plain = await answers();
    expect(fromSets).toEqual(plain);
    // And a set built now from the rollups equals the one kept up to date by the flushes.
    for (const r of RANGES) await repo.ranges.build(r);
    expect(await answers()).toEqual(plain);
  }, 180_000);

  it('are what the reports read for their exact range', async () => {
    const [set] = await t.database.db.select().from(intelRangeSets).where(eq(intelRangeSets.toDay, '2024-03-20'));
    await t.database.db.execute(sql`update ${intelRangeBeats} set plays = plays + 1000000 where set_id = ${set!.id}
      and beat_id = (select min(beat_id) from ${intelRangeBeats} where set_id = ${set!.id})`);
    const q = `from=${set!.fromDay}&to=${set!.toDay}&sort=-plays&per_page=1`;
    const top = (await get('admin', 'intel-beats', q)) as { rows: { plays: number }[] };
    expect(top.rows[0]!.plays).toBeGreaterThanOrEqual(1_000_000);
  });

  it('are built by the job for the presets ending today, once, and dropped when past', async () => {
    const built = await t.app.services.beatEvents.refreshRangeSets();
    expect(built).toBe(presetRanges(new Date()).length);
    expect(await t.app.services.beatEvents.refreshRangeSets()).toBe(0);
    const ranges = await repo.ranges.list();
    for (const r of presetRanges(new Date())) expect(ranges).toContainEqual(r);
    expect(ranges.some((r) => r.to < new Date().toISOString().slice(0, 10))).toBe(false);
    expect(presetRanges(new Date('2026-05-10T12:00:00Z'))).toEqual([
      { from: '2026-05-04', to: '2026-05-10' },
      { from: '2026-04-11', to: '2026-05-10' },
      { from: '2026-02-10', to: '2026-05-10' },
    ]);
    // From 23:00 UTC tomorrow's presets too, so midnight finds them.
    expect(presetRanges(new Date('2026-05-10T23:30:00Z')).map((r) => r.to)).toEqual([
      ...Array(3).fill('2026-05-10'),
      ...Array(3).fill('2026-05-11'),
    ]);
  });

  it('keep each producer’s beat count equal to counting the catalogue', async () => {
    const db = t.database.db;
    const counted = async () =>
      rowsOf<{ producer_id: number; counted: number; kept: number }>(
        await db.execute(sql`select b.producer_id, count(*)::int as counted,
            (select beats from producer_beat_counts c where c.producer_id = b.producer_id) as kept
          from ${beats} b where b.deleted_at is null group by b.producer_id`),
      );
    const [other] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGINS.producer2));
    const mine = await db.select({ id: beats.id }).from(beats).where(eq(beats.producerId, me)).limit(3);
    await db.update(beats).set({ deletedAt: new Date() }).where(eq(beats.id, mine[0]!.id));
    await db.update(beats).set({ producerId: other!.id }).where(eq(beats.id, mine[1]!.id));
    await db.update(beats).set({ title: 'Renamed' }).where(eq(beats.id, mine[2]!.id));
    await db.execute(sql`insert into ${beats} (slug, family, beat_type, title, price, producer_id, token)
      select slug || '-copy', family, beat_type, title, price, producer_id, token || 'c' from ${beats}
      where producer_id = ${me} and deleted_at is null`);
    for (const r of await counted()) expect(r.kept).toBe(r.counted);
    await db.execute(sql`delete from ${beats} where slug like '%-copy'`);
    for (const r of await counted()) expect(r.kept).toBe(r.counted);
    const rows = (await get('admin', 'intel-producers', 'from=2024-01-01&to=2024-03-31')) as {
      producer_id: number;
      beats: number;
    }[];
    const byProducer = new Map((await counted()).map((r) => [r.producer_id, r.counted]));
    for (const r of rows) expect(r.beats).toBe(byProducer.get(r.producer_id) ?? 0);
  });
});
