/**
 * Copy lookup at scale (issue 37 §4, decision 0105). In its own schema `fp_bench` of the database given,
 * N beats' index keys (64 each, a tenth of them drawn from 4,096 "common" values, as silence and drum hits
 * make some chromaprint values frequent) and Q planted originals with full fingerprints; then the service's
 * own lookup (createCopiesService().findOriginal: keys → candidates → alignment) for Q altered copies (20%
 * of values with 1-3 flipped bits, shifted 20 frames) and Q unrelated uploads. Reports p50/p95 and the
 * copies found. Usage: BENCH_DATABASE_URL=postgres://… [BENCH_FP_BEATS=1000000] [BENCH_FP_QUERIES=100]
 *   node --import tsx apps/server/bench/fingerprint-bench.ts
 */
import { sql } from 'drizzle-orm';
import { connectPostgres } from '../src/db/client.js';
import { createCopiesRepository } from '../src/modules/copies/copies.repository.js';
import { createCopiesService } from '../src/modules/copies/copies.service.js';
import { indexKeys } from '../src/modules/copies/fingerprint-match.js';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required');
const N = Number(process.env.BENCH_FP_BEATS ?? 1_000_000);
const Q = Number(process.env.BENCH_FP_QUERIES ?? 100);
const FRAMES = 960; // two minutes

// The repository's unqualified table names resolve in the bench schema.
const database = connectPostgres(`${url}${url.includes('?') ? '&' : '?'}options=-c%20search_path%3Dfp_bench`, 2);
const db = database.db;
const run = (q: ReturnType<typeof sql>) => db.execute(q);
const t0 = performance.now();
await run(sql`drop schema if exists fp_bench cascade`);
await run(sql`create schema fp_bench`);
await run(
  sql`create table fp_bench.beats (id integer primary key, producer_id integer not null, deleted_at timestamptz)`,
);
await run(
  sql`create table fp_bench.beat_fingerprints (beat_id integer primary key, fingerprint integer[] not null, created_at timestamptz not null default now())`,
);
await run(sql`create table fp_bench.beat_fingerprint_keys (key integer not null, beat_id integer not null)`);
await run(sql`create table fp_bench.beat_copy_matches (beat_id integer primary key)`);
await run(sql`insert into fp_bench.beats select g, 1 + g % 5000, null from generate_series(1, ${N}) g`);
await run(sql`insert into fp_bench.beat_fingerprint_keys
  select distinct case when random() < 0.1 then (random() * 4095)::int else (random() * 268435455)::int end, g
  from generate_series(1, ${N}) g, generate_series(1, 64)`);
await run(sql`alter table fp_bench.beat_fingerprint_keys add primary key (key, beat_id)`);
await run(sql`create index on fp_bench.beat_fingerprint_keys (beat_id)`);
await run(sql`analyze fp_bench.beats`);
await run(sql`analyze fp_bench.beat_fingerprint_keys`);
const loadSeconds = (performance.now() - t0) / 1000;

const rnd32 = () => (Math.random() * 2 ** 32) | 0;
const randomPrint = () => Int32Array.from({ length: FRAMES }, rnd32);
const repo = createCopiesRepository(db);
const service = createCopiesService({ repo, fpcalc: async () => null });
const originals: { id: number; fp: Int32Array }[] = [];
for (let i = 0; i < Q; i++) {
  const id = N - i; // planted among the generated beats: their random keys are replaced by the real ones
  const fp = randomPrint();
  await repo.save(id, fp, indexKeys(fp));
  originals.push({ id, fp });
}

function copyOf(fp: Int32Array): Int32Array {
  const out = fp
    .slice(20)
    .map((v) => (Math.random() < 0.2 ? v ^ (1 << (Math.random() * 32)) ^ (1 << (Math.random() * 32)) : v));
  return out;
}
const pct = (s: number[], p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
async function timed(prints: Int32Array[], expect: (i: number, found: number | null) => boolean) {
  const times: number[] = [];
  let right = 0;
  for (const [i, fp] of prints.entries()) {
    const t = performance.now();
    const found = await service.findOriginal(fp, 0);
    times.push(performance.now() - t);
    if (expect(i, found?.beatId ?? null)) right++;
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50).toFixed(1), p95: pct(times, 95).toFixed(1), right };
}
const [{ rows }] = [
  (await run(sql`select count(*)::bigint as n from fp_bench.beat_fingerprint_keys`)) as unknown as {
    rows: { n: string }[];
  },
];
await timed(
  originals.slice(0, 5).map((o) => copyOf(o.fp)),
  () => true,
); // warm
const copies = await timed(
  originals.map((o) => copyOf(o.fp)),
  (i, f) => f === originals[i]!.id,
);
const unrelated = await timed(
  originals.map(() => randomPrint()),
  (_i, f) => f === null,
);
console.log(
  `Fingerprint index: ${N.toLocaleString('en')} beats, ${Number(rows[0]!.n).toLocaleString('en')} key rows, built in ${loadSeconds.toFixed(0)} s`,
);
console.log(`  copies (${Q}):    p50 ${copies.p50} ms, p95 ${copies.p95} ms, found ${copies.right}/${Q}`);
console.log(`  unrelated (${Q}): p50 ${unrelated.p50} ms, p95 ${unrelated.p95} ms, no match ${unrelated.right}/${Q}`);
if (!process.env.BENCH_FP_KEEP) await run(sql`drop schema fp_bench cascade`);
await database.close();
