/**
 * Exports (issue 16, decision 0027): the All Beats CSV of a generated catalog (generate-catalog.ts),
 * read batch by batch through the entity service as GET /beat/export does, for a few sorts. Reports
 * the first and the last batches' times (a keyset walk keeps them equal; OFFSET would grow) and the
 * rows a second, and the process's peak RSS (one batch at a time: flat however many rows).
 * Usage: BENCH_DATABASE_URL=postgres://… node --import tsx apps/server/bench/export-bench.ts [max rows]
 */
import { inProcessServices } from './in-process.js';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required');
const MAX_ROWS = Number(process.argv[2] ?? 50_000);
const SORTS = (process.env.BENCH_SORTS ?? ',title,-plays,producer,published').split(',');

const { database, entities, admin } = inProcessServices(url);

let peak = 0;
for (const sort of SORTS) {
  const times: number[] = [];
  let rows = 0;
  const started = performance.now();
  let t = performance.now();
  for await (const chunk of (await entities.export('beat', admin as never, sort ? { sort } : {})).chunks) {
    times.push(performance.now() - t);
    rows += chunk.split('\n').length - 1;
    peak = Math.max(peak, process.memoryUsage().rss);
    if (rows >= MAX_ROWS) break;
    t = performance.now();
  }
  const seconds = (performance.now() - started) / 1000;
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  console.log(
    `sort ${sort || '(newest)'}: ${rows} rows in ${seconds.toFixed(1)} s (${Math.round(rows / seconds)}/s); ` +
      `batch 1 ${ms(times[0]!)}, batch 2 ${ms(times[1] ?? 0)}, last ${ms(times.at(-1)!)}`,
  );
}
console.log(`peak RSS ${(peak / 1024 / 1024).toFixed(0)} MB`);
await database.close();
