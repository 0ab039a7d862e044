import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beats, users } from '../../db/schema/index.js';
import { clientsByRole, createTestContext, DEMO_LOGINS, type TestContext } from '../../../test/helpers.js';
import { createBeatEventsRepository, type EventCount } from './beat-events.repository.js';

// Issue 17 reports against sums computed by hand from known rollup writes (in 2024: no other test's events).
// The range 2024-01-30..2024-03-02 reads two loose January days, February as a month and two March days.
let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'producer2' | 'admin'>>>;
let mine: { id: number; title: string }[];
let theirs: number;
let me: number;
const range = 'from=2024-01-30&to=2024-03-02';
const get = <T>(who: keyof typeof c, id: string, q: string) =>
  c[who].get<T>(`/private-api/report/${id}/data?${q}`).then((r) => ({ status: r.status, data: r.body.data }));
type Row = { beat_id: number; plays: number; sales: number; revenue: number; conversion: number | null };

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.17.42', ['buyer', 'producer', 'producer2', 'admin']);
  const db = t.database.db;
  me = (await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGINS.producer)))[0]!.id;
  const other = (await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGINS.producer2)))[0]!.id;
  mine = await db
    .select({ id: beats.id, title: beats.title })
    .from(beats)
    .where(eq(beats.producerId, me))
    .orderBy(asc(beats.id))
    .limit(2);
  theirs = (await db.select({ id: beats.id }).from(beats).where(eq(beats.producerId, other)).limit(1))[0]!.id;
  const [a, b] = [mine[0]!.id, mine[1]!.id];
  const e = (beatId: number, day: string, event: EventCount['event'], count: number, revenue = 0): EventCount => ({
    beatId,
    day,
    event,
    count,
    revenue,
  });
  await createBeatEventsRepository(db).add([
    e(a, '2024-01-29', 'play_start', 1000), // the day before the range
    e(a, '2024-01-30', 'play_start', 5),
    e(a, '2024-02-10', 'play_start', 7),
    e(a, '2024-02-10', 'play_30s', 4),
    e(a, '2024-02-10', 'purchase', 2, 5998),
    e(a, '2024-03-02', 'play_start', 8),
    e(a, '2024-03-02', 'favorite', 3),
    e(a, '2024-03-02', 'add_to_cart', 2),
    e(a, '2024-03-03', 'play_start', 1000), // the day after
    e(b, '2024-01-31', 'play_start', 30),
    e(b, '2024-03-01', 'purchase', 1, 2999),
    e(theirs, '2024-02-15', 'play_start', 50),
    // The previous equal range (2023-12-27..2024-01-29) for the movers: a had 1000 plays on 01-29, b 2.
    e(b, '2024-01-02', 'play_start', 2),
  ]);
});
afterAll(() => t.close());

describe('intelligence reports (issue 17)', () => {
  it('sums a producer’s range across loose days and whole months', async () => {
    const s = await get<Record<string, number | null>>('producer', 'intel-summary', range);
    expect(s.data).toMatchObject({ plays: 50, plays_30s: 4, favorites: 3, adds_to_cart: 2, sales: 3, revenue: 8997 });
    expect(s.data).toMatchObject({ completion: 8, conversion: 6 });
    const beat = await get<Record<string, number>>('producer', 'intel-summary', `${range}&beat_id=${mine[0]!.id}`);
    expect(beat.data).toMatchObject({ plays: 20, sales: 2, revenue: 5998, conversion: 10 });
    const store = await get<Record<string, number>>('admin', 'intel-summary', range);
    expect(store.data).toMatchObject({ plays: 100, sales: 3, revenue: 8997 });
  });

  it('gives every day of the range in the trend, zeros on quiet days', async () => {
    const trend = await get<{ day: string; plays: number; sales: number }[]>('producer', 'intel-trend', range);
    expect(trend.data).toHaveLength(33);
    expect(trend.data[0]).toMatchObject({ day: '2024-01-30', plays: 5 });
    expect(trend.data.find((d) => d.day === '2024-02-10')).toMatchObject({ plays: 7, sales: 2 });
    expect(trend.data.find((d) => d.day === '2024-02-11')).toMatchObject({ plays: 0, completion: null });
    expect(trend.data.reduce((n, d) => n + d.plays, 0)).toBe(50);
  });

  it('walks the funnel from plays to purchases', async () => {
    const f = await get<{ steps: { step: string; count: number; of_plays: number | null }[] }>(
      'producer',
      'intel-funnel',
      range,
    );
    expect(f.data.steps.map((s) => [s.step, s.count])).toEqual([
      ['play', 50],
      ['play_30s', 4],
      ['favorite', 3],
      ['add_to_cart', 2],
      ['purchase', 3],
    ]);
    expect(f.data.steps[4]).toMatchObject({ of_plays: 6, of_previous: 150 });
  });

  it('lists beats sorted, paged and searched, with the total', async () => {
    const all = await get<{ rows: Row[]; total: number }>('admin', 'intel-beats', `${range}&sort=-plays`);
    expect(all.data.total).toBe(3);
    expect(all.data.rows.map((r) => [r.beat_id, r.plays])).toEqual([
      [theirs, 50],
      [mine[1]!.id, 30],
      [mine[0]!.id, 20],
    ]);
    const paged = await get<{ rows: Row[]; total: number }>(
      'admin',
      'intel-beats',
      `${range}&sort=revenue&per_page=1&page=2`,
    );
    expect(paged.data.rows.map((r) => [r.beat_id, r.revenue])).toEqual([[mine[1]!.id, 2999]]);
    expect(paged.data.total).toBe(3);
    // Past the last page: nothing to show, but the total still tells the pager where the pages end.
    const past = await get<{ rows: Row[]; total: number }>(
      'admin',
      'intel-beats',
      `${range}&sort=revenue&per_page=1&page=9`,
    );
    expect(past.data).toEqual({ rows: [], total: 3 });
    const own = await get<{ rows: Row[]; total: number }>('producer', 'intel-beats', `${range}&sort=-sales`);
    expect(own.data.rows[0]).toMatchObject({ beat_id: mine[0]!.id, sales: 2, revenue: 5998, conversion: 10 });
    expect(own.data.rows.some((r) => r.beat_id === theirs)).toBe(false);
    const search = await get<{ rows: Row[]; total: number }>(
      'producer',
      'intel-beats',
      `${range}&search=${encodeURIComponent(mine[1]!.title)}`,
    );
    expect(search.data.rows.map((r) => r.beat_id)).toContain(mine[1]!.id);
    expect((await get('admin', 'intel-beats', `${range}&sort=bogus&per_page=500`)).status).toBe(400);
  });

  it('exports the per-beat table as CSV with the same scope', async () => {
    const res = await c.producer.get(`/private-api/report/intel-beats/export?${range}&sort=-plays`);
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/csv');
    const lines = String(res.body.data).trim().split('\n');
    expect(lines[0]).toBe(
      'beat_id,title,producer,plays,plays_counted,plays_30s,completion_pct,favorites,downloads,shares,adds_to_cart,sales,revenue_usd,conversion_pct',
    );
    expect(lines.find((l) => l.startsWith(`${mine[0]!.id},`))).toMatch(/,20,0,4,20,3,0,0,2,2,59\.98,10$/);
    expect(lines.some((l) => l.startsWith(`${theirs},`))).toBe(false);
    expect((await c.buyer.get(`/private-api/report/intel-beats/export?${range}`)).status).toBe(403);
    expect((await c.producer.get(`/private-api/report/intel-summary/export?${range}`)).status).toBe(404);
  });

  it('exports the producers as CSV, searched and sorted as the page asks, for administrators only', async () => {
    const rows = await get<{ producer_id: number; producer_name: string; plays: number }[]>(
      'admin',
      'intel-producers',
      range,
    );
    const name = rows.data.find((r) => r.producer_id === me)!.producer_name;
    const res = await c.admin.get(
      `/private-api/report/intel-producers/export?${range}&sort=-plays&search=${encodeURIComponent(name)}`,
    );
    expect(res.status).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain('producer-intelligence-');
    const lines = String(res.body.data).trim().split('\n');
    expect(lines[0]).toBe(
      'producer_id,producer,beats,plays,plays_counted,plays_30s,completion_pct,favorites,downloads,shares,adds_to_cart,sales,revenue_usd,conversion_pct',
    );
    expect(lines.slice(1).every((l) => l.toLowerCase().includes(name.toLowerCase()))).toBe(true);
    expect(lines.find((l) => l.startsWith(`${me},`))).toMatch(/^\d+,[^,]+,\d+,50,0,/);
    const all = String(
      (await c.admin.get(`/private-api/report/intel-producers/export?${range}&sort=-plays`)).body.data,
    );
    const plays = all
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => Number(l.split(',')[3]));
    expect(plays).toEqual([...plays].sort((a, b) => b - a));
    expect((await c.producer.get(`/private-api/report/intel-producers/export?${range}`)).status).toBe(403);
  });

  it('ranks producers for administrators only', async () => {
    const rows = await get<{ producer_id: number; plays: number; beats: number }[]>('admin', 'intel-producers', range);
    expect(rows.data.find((r) => r.producer_id === me)).toMatchObject({ plays: 50 });
    expect(rows.data.find((r) => r.producer_id === me)!.beats).toBeGreaterThan(1);
    expect((await get('producer', 'intel-producers', range)).status).toBe(403);
  });

  it('finds movers against the previous equal range, and keeps producers to their own beats', async () => {
    const m = await get<{ up: { beat_id: number; change: number }[]; down: { beat_id: number; change: number }[] }>(
      'producer',
      'intel-movers',
      `${range}&metric=plays`,
    );
    expect(m.data).toMatchObject({ previous_from: '2023-12-28', previous_to: '2024-01-29' });
    expect(m.data.up).toEqual([expect.objectContaining({ beat_id: mine[1]!.id, change: 28, change_pct: 1400 })]);
    expect(m.data.down).toEqual([expect.objectContaining({ beat_id: mine[0]!.id, change: -980 })]);
    expect((await get('producer', 'intel-movers', `${range}&beat_id=${theirs}`)).status).toBe(403);
    expect((await get('producer2', 'intel-beats', `${range}&producer_id=${me}`)).status).toBe(403);
  });
});
