/**
 * All Beats (issue 16): the administrators' beat list on a generated catalog (see generate-catalog.ts),
 * one page of 25 for every sort the table offers, both directions, pages 1-4, and the status filters.
 * Measured in-process through the entity service (what GET /beat/records runs for an administrator:
 * the query, its people and tags, the presenter), single connection, warm. Bound: p95 < 50 ms.
 * Usage: BENCH_DATABASE_URL=postgres://… node --import tsx apps/server/bench/admin-list-bench.ts
 */
import { inProcessServices } from './in-process.js';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required');
const BOUND_MS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const SORTS = ['title', 'producer', 'created', 'published', 'plays', 'sales', 'price'];
const FILTERS: [string, object | null][] = [
  ['no filter', null],
  ['status published', { status: ['published'] }],
  ['status awaiting approval', { status: ['awaiting_approval'] }],
  ['status archived', { status: ['archived'] }],
  ['producer', { producer_id: 500 }],
];

const { database, entities, admin } = inProcessServices(url);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
async function measure(query: Record<string, string>) {
  const times: number[] = [];
  let found = '';
  for (let i = 0; i < RUNS + 5; i++) {
    const page = String(1 + (i % 4));
    const t = performance.now();
    const { meta } = await entities.list('beat', admin as never, { per_page: '25', ...query, page });
    if (i >= 5) times.push(performance.now() - t);
    found = `${meta.found.toLocaleString('en-US')}${meta.other_query_info?.found_capped ? '+' : ''}`;
  }
  return { times: times.sort((a, b) => a - b), found };
}

let failed = false;
console.log(`\n## All Beats as an administrator, 25 a page, pages 1-4 (ms, ${RUNS} runs)\n`);
console.log('| Sort | Filter | found | p50 | p95 | max |\n|---|---|---|---|---|---|');
for (const [label, filter] of FILTERS) {
  const sorts = filter ? ['title', '-created'] : SORTS.flatMap((s) => [s, `-${s}`]);
  for (const sort of sorts) {
    const { times, found } = await measure({ sort, ...(filter && { filter: JSON.stringify(filter) }) });
    const p95 = pct(times, 95);
    if (p95 >= BOUND_MS) failed = true;
    console.log(
      `| ${sort} | ${label} | ${found} | ${pct(times, 50).toFixed(1)} | ${p95.toFixed(1)}${p95 >= BOUND_MS ? ' (over)' : ''} | ${times.at(-1)!.toFixed(1)} |`,
    );
  }
}
await database.close();
process.exit(failed ? 1 : 0);
