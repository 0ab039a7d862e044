/**
 * Fills the beat intelligence rollups of a generated catalog (generate-catalog.ts) with about N events
 * (default 50M) over the last 365 days, as the flush would have written them (decision 0038): beat-days
 * drawn with a power-law skew (a few beats get most plays), each with plays, plays to 30 s, favorites,
 * demo downloads, shares, adds to cart and sales; then the beat-day, beat-month, producer-day and
 * store-day rollups are derived from them in SQL, and the range sets of today's presets are built from those
 * (decision 0055), as the rollup job builds them. Replaces what those tables held.
 * Usage: DATABASE_URL=postgres://… node --import tsx apps/server/bench/intelligence-generate.ts 50000000
 */
import { sql } from 'drizzle-orm';
import { connectPostgres } from '../src/db/client.js';
import { createIntelRangesRepository } from '../src/modules/analytics/intel-ranges.repository.js';
import { presetRanges } from '../src/modules/analytics/beat-events.service.js';

const target = Number(process.argv[2] ?? 50_000_000);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const DAYS = 365;
/** Events per generated beat-day draw, on average (measured: 50M asked at 4.5 gave 42.8M): sets how many draws make N. */
const EVENTS_PER_DRAW = 3.85;

const database = connectPostgres(url, 1);
await database.migrate();
const db = database.db;
const started = Date.now();
const step = async (label: string, query: ReturnType<typeof sql>) => {
  const t = Date.now();
  await db.execute(query);
  console.log(`${label}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
};

const draws = Math.round(target / EVENTS_PER_DRAW);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const { lo, hi } = rowsOf<{ lo: number; hi: number }>(
  await db.execute(sql`select min(id) as lo, max(id) as hi from beats`),
)[0]!;
const today = new Date().toISOString().slice(0, 10);

await step('session', sql`set synchronous_commit = off; set work_mem = '256MB'; set maintenance_work_mem = '512MB'`);
await step(
  'truncate',
  sql`truncate beat_daily_events, beat_daily_revenue, beat_monthly_stats, producer_daily_events, store_daily_events,
    intel_range_sets, intel_range_beats, intel_range_producers, intel_range_moves`,
);
// Keys are built once at the end (a sort) instead of row by row in random order.
await step(
  'drop keys',
  sql`alter table beat_daily_events drop constraint if exists beat_daily_events_beat_id_day_event_pk;
    drop index if exists beat_daily_events_event_day_idx;
    alter table beat_monthly_stats drop constraint if exists beat_monthly_stats_month_beat_id_pk;
    drop index if exists beat_monthly_stats_producer_idx; drop index if exists beat_monthly_stats_beat_idx`,
);
await step('drop scratch', sql`drop table if exists bench_beat_days`);
await step(
  `beat-days (${draws.toLocaleString('en-US')} draws)`,
  sql`create unlogged table bench_beat_days as
  select day, beat_id, sum(plays)::int as plays, sum(p30)::int as p30, sum(fav)::int as fav, sum(dl)::int as dl,
    sum(sh)::int as sh, sum(cart)::int as cart, sum(sales)::int as sales, sum(revenue)::int as revenue
  from (
    select (${sql.raw(`'${today}'`)}::date - (g % ${sql.raw(String(DAYS))}))::date as day,
      (${sql.raw(String(lo))} + floor(${sql.raw(String(hi - lo))} * power(random(), 4)))::int as beat_id,
      x.plays, floor(x.plays * random())::int as p30, (random() < 0.06)::int as fav, (random() < 0.08)::int as dl,
      (random() < 0.04)::int as sh, (random() < 0.05)::int as cart, x.sale as sales,
      x.sale * (1999 + 1000 * floor(random() * 8))::int as revenue
    from generate_series(1, ${sql.raw(String(draws))}) g,
      lateral (select 1 + floor(-ln(1 - random()) * 2.2)::int as plays, (random() < 0.012)::int as sale, g as n) x
  ) d group by day, beat_id`,
);
await step(
  'beat_daily_events',
  sql`insert into beat_daily_events (beat_id, day, event, count)
  select beat_id, day, e.event, e.count from bench_beat_days,
    lateral (values ('play_start', plays), ('play_30s', p30), ('favorite', fav), ('demo_download', dl), ('share', sh),
      ('add_to_cart', cart), ('purchase', sales)) e(event, count)
  where e.count > 0`,
);
await step(
  'beat_daily_revenue',
  sql`insert into beat_daily_revenue select beat_id, day, revenue from bench_beat_days where revenue > 0`,
);
await step(
  'beat_monthly_stats',
  sql`insert into beat_monthly_stats
  select date_trunc('month', d.day)::date, d.beat_id, min(b.producer_id), sum(d.plays), sum(d.p30), sum(d.fav),
    sum(d.dl), sum(d.sh), sum(d.cart), sum(d.sales), sum(d.revenue)
  from bench_beat_days d join beats b on b.id = d.beat_id group by 1, 2`,
);
await step(
  'producer_daily_events',
  sql`insert into producer_daily_events
  select b.producer_id, d.day, e.event, sum(e.count), sum(case when e.event = 'purchase' then d.revenue else 0 end)
  from bench_beat_days d join beats b on b.id = d.beat_id,
    lateral (values ('play_start', d.plays), ('play_30s', d.p30), ('favorite', d.fav), ('demo_download', d.dl),
      ('share', d.sh), ('add_to_cart', d.cart), ('purchase', d.sales)) e(event, count)
  where e.count > 0 group by 1, 2, 3`,
);
await step(
  'store_daily_events',
  sql`insert into store_daily_events
  select day, event, sum(count), sum(revenue) from producer_daily_events group by day, event`,
);
await step(
  'keys',
  sql`alter table beat_daily_events add constraint beat_daily_events_beat_id_day_event_pk primary key (beat_id, day, event);
    create index beat_daily_events_event_day_idx on beat_daily_events (event, day);
    alter table beat_monthly_stats add constraint beat_monthly_stats_month_beat_id_pk primary key (month, beat_id);
    create index beat_monthly_stats_producer_idx on beat_monthly_stats (producer_id, month);
    create index beat_monthly_stats_beat_idx on beat_monthly_stats (beat_id, month)`,
);
await step(
  'analyze',
  sql`drop table bench_beat_days; analyze beat_daily_events, beat_daily_revenue, beat_monthly_stats, producer_daily_events, store_daily_events`,
);
// The range sets of today's presets, as the rollup job builds them (one transaction per set).
const ranges = createIntelRangesRepository(db);
for (const range of presetRanges(new Date())) {
  const t = Date.now();
  await ranges.build(range);
  console.log(`range set ${range.from}..${range.to}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
}
await step('analyze sets', sql`analyze intel_range_sets, intel_range_beats, intel_range_producers, intel_range_moves`);
const [sizes] = rowsOf<{ events: string; daily_rows: string; monthly_rows: string }>(
  await db.execute(sql`select (select sum(count) from store_daily_events)::bigint as events,
    (select count(*) from beat_daily_events) as daily_rows, (select count(*) from beat_monthly_stats) as monthly_rows`),
);
console.log(
  `${Number(sizes!.events).toLocaleString('en-US')} events, ${Number(sizes!.daily_rows).toLocaleString('en-US')} beat-day-event rows, ${Number(sizes!.monthly_rows).toLocaleString('en-US')} beat-month rows in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
await database.close();
