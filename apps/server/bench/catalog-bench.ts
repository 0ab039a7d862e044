/**
 * Catalog list and search speed on a generated PostgreSQL catalog (see generate-catalog.ts):
 * single-connection latency percentiles through the real API (exit 1 when a search's p95 is over
 * MAX_P95_MS), then 50-connection throughput of the API against a bare Fastify route running the same
 * repository SQL (no session, CSRF or envelope). BENCH_LOAD=0 stops after the first part.
 * Usage: BENCH_DATABASE_URL=postgres://… node --import tsx apps/server/bench/catalog-bench.ts
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { connectPostgres } from '../src/db/client.js';
import { createBeatsRepository } from '../src/modules/catalog/beats.repository.js';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required');
const API = 'http://127.0.0.1:3222';
const BARE = 'http://127.0.0.1:3223';
const QUERIES: [string, string][] = [
  ['newest 25', ''],
  ['"love it" #hiphop bpm:80-100', '"love it" #hiphop bpm:80-100'],
  ['#trap bpm:140', '#trap bpm:140'],
  ['dark piano', 'dark piano'],
  ['@prod42', '@prod42'],
  ['#trap', '#trap'],
  ['bpm:90-110', 'bpm:90-110'],
  // Words the newest weeks hold too few of: the whole catalog is asked (decision 0067).
  ['a rare word (`guest`)', 'guest'],
  ['two rare words (`hip hop`)', 'hip hop'],
  ['a typo (`zzqx`, nothing found)', 'zzqx'],
  ['a misspelt title (`pianno`)', 'pianno'],
];
/** Every shape of search, alone on the server: its p95 in ms. */
const MAX_P95_MS = 50;
/** The 50-connection run: the list, the tag and tempo searches, and plain words. */
const LOADED = ['newest 25', '"love it" #hiphop bpm:80-100', '#trap bpm:140', 'dark piano'];
const path = (search: string) =>
  `/private-api/beat/records?per_page=25${search ? `&search=${encodeURIComponent(search)}` : ''}`;

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: new URL('..', import.meta.url).pathname,
  env: {
    ...process.env,
    DATABASE_URL: url,
    PORT: '3222',
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    NODE_ENV: 'production',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret',
  },
  stdio: 'inherit',
});
const database = connectPostgres(url, 10);
const repo = createBeatsRepository(database.db);
const bare = Fastify();
bare.get('/beats', async (req) => {
  const search = (req.query as { search?: string }).search;
  const r = await repo.list({ viewer: null, search, sort: [], limit: 25, offset: 0 });
  return { data: r.rows, total: r.total, found: r.found };
});
await bare.listen({ port: 3223, host: '127.0.0.1' });

for (let i = 0; i < 120; i++) {
  try {
    if ((await fetch(`${API}/private-api/supporting-data`)).ok) break;
  } catch {
    /* starting */
  }
  await new Promise((r) => setTimeout(r, 500));
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
console.log(
  '\n## Single connection, through the API (ms)\n\n| Query | found | p50 | p95 | p99 |\n|---|---|---|---|---|',
);
const slow: string[] = [];
for (const [label, search] of QUERIES) {
  const times: number[] = [];
  let found = '';
  // Ten unmeasured requests first: the figures are for a warm server, not for JIT compilation.
  for (let i = 0; i < 10; i++) await (await fetch(API + path(search))).arrayBuffer();
  for (let i = 0; i < 100; i++) {
    const t = performance.now();
    const res = await fetch(API + path(search));
    const body = (await res.json()) as { meta: { found: number; other_query_info?: { found_capped?: boolean } } };
    times.push(performance.now() - t);
    found = `${body.meta.found.toLocaleString('en-US')}${body.meta.other_query_info?.found_capped ? '+' : ''}`;
  }
  times.sort((a, b) => a - b);
  if (pct(times, 95) > MAX_P95_MS) slow.push(label);
  console.log(
    `| ${label} | ${found} | ${pct(times, 50).toFixed(1)} | ${pct(times, 95).toFixed(1)} | ${pct(times, 99).toFixed(1)} |`,
  );
}

const load = (target: string) =>
  new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ url: target, connections: 50, duration: 10, timeout: 30 }, (err, r) =>
      err ? reject(err) : resolve(r),
    ),
  );
if (slow.length) {
  console.log(`\nOver ${MAX_P95_MS} ms at p95: ${slow.join(', ')}`);
  process.exitCode = 1;
}
if (process.env.BENCH_LOAD === '0') {
  server.kill('SIGTERM');
  await bare.close();
  await database.close();
  process.exit();
}
console.log(
  '\n## 50 connections, 10 s (req/s, p99 ms)\n\n| Query | API req/s | API p99 | bare route req/s | bare p99 | API / bare |\n|---|---|---|---|---|---|',
);
for (const [label, search] of QUERIES.filter(([label]) => LOADED.includes(label))) {
  const api = await load(API + path(search));
  const base = await load(`${BARE}/beats${search ? `?search=${encodeURIComponent(search)}` : ''}`);
  console.log(
    `| ${label} | ${Math.round(api.requests.average)} | ${api.latency.p99} | ${Math.round(base.requests.average)} | ${base.latency.p99} | ${(api.requests.average / base.requests.average).toFixed(2)} |`,
  );
}

server.kill('SIGTERM');
await bare.close();
await database.close();
