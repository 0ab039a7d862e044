/**
 * Issue 14: the catalog API against a bare Fastify + `pg` server (bare-server.ts) running the simplest
 * SQL for the same answer, on a generated catalog (generate-catalog.ts). Two questions the home page
 * and the search page ask, as the web app asks them, at 20 and 50 connections; prints one markdown
 * table and exits 1 when the product is under half the bare server or its p99 at 50 connections is
 * over 100 ms. Both servers' answers are compared first: a yardstick answering something else is no
 * yardstick.
 * Usage: npm run bench:api [-- --print-only]
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bench), BENCH_SECONDS (10), BENCH_API_RUNS (3),
 *   BENCH_PROFILE=dir writes the product's --cpu-prof profile there, BENCH_LOAD=autocannon
 *   uses autocannon where wrk is installed (load-generator.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual, parseEnv } from 'node:util';
import { generator, load } from './load-generator.js';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** On a shared 2-core machine one run's p99 swings by 2-4× (late ACKs on loopback): each figure is the median of several, interleaved. */
const runs = Number(process.env.BENCH_API_RUNS ?? 3);
const printOnly = process.argv.includes('--print-only');
const PRODUCT = 'http://127.0.0.1:3305';
const BARE = 'http://127.0.0.1:13305';
const QUESTIONS = [
  {
    label: 'newest 25 (home)',
    product: `/private-api/beat/records?sort=newest&per_page=25&page=1&filter=${encodeURIComponent('{"family":"beat"}')}`,
    bare: '/newest',
  },
  {
    label: 'search `dark piano`',
    product: `/private-api/beat/records?search=dark%20piano&sort=relevance&per_page=25&page=1`,
    bare: '/search?q=dark%20piano',
  },
  {
    // Issue 33: the boot call against the least a Fastify route answers. A browser sends the CSRF cookie
    // its first answer set (the cookie is read below), so each answer is not also a new cookie.
    label: 'boot call (supporting data) vs a bare hello',
    product: '/private-api/supporting-data',
    bare: '/hello',
    compare: false,
    minRatio: 0.5,
  },
];
const CONNECTIONS = [20, 50];
const MIN_RATIO = 0.5;
const MAX_P99_MS = 100;

const serverDir = new URL('..', import.meta.url).pathname;
const start = (args: string[], env: Record<string, string>) =>
  spawn(process.execPath, args, { cwd: serverDir, env: { ...process.env, ...env }, stdio: 'inherit' });
const profileDir = process.env.BENCH_PROFILE;
const productEnv = parseEnv(readFileSync(new URL('product.env', import.meta.url), 'utf8')) as Record<string, string>;
const children: ChildProcess[] = [
  start([...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []), '--import', 'tsx', 'src/server.ts'], {
    ...productEnv,
    DATABASE_URL: url,
    PORT: '3305',
    DATA_DIR: '/tmp/beatmarket-api-bench',
  }),
  // The same number of connections as the product.
  start(['--import', 'tsx', 'bench/bare-server.ts'], {
    DATABASE_URL: url,
    PORT: '13305',
    POOL_SIZE: productEnv.DATABASE_POOL_SIZE ?? '10',
  }),
];
let stopping = false;
const stop = () => {
  stopping = true;
  children.forEach((c) => c.kill('SIGTERM'));
};
process.on('exit', stop);
// A server that dies (a port taken, a database missing) would leave the other measured against nothing.
for (const child of children)
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`A server exited early (code ${code}): see its output above.`);
    process.exit(1);
  });

async function ready(base: string, path: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(base + path)).ok) return;
    } catch {
      /* still starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${base} did not start`);
}
await Promise.all([ready(PRODUCT, '/private-api/supporting-data'), ready(BARE, '/newest')]);

type Answer = { data: Record<string, unknown>[]; meta: Record<string, unknown> };
const get = async (u: string) => (await (await fetch(u)).json()) as Answer;
/** The product adds its CSRF token and paging to meta; the rest must match field for field. */
const comparable = ({ data, meta: { csrf: _c, page: _p, per_page: _pp, ...meta } }: Answer) => ({ data, meta });
for (const q of QUESTIONS.filter((q) => q.compare !== false)) {
  const [product, bare] = (await Promise.all([get(PRODUCT + q.product), get(BARE + q.bare)])).map(comparable);
  if (!isDeepStrictEqual(product, bare)) {
    const row = product!.data.findIndex((r, i) => !isDeepStrictEqual(r, bare!.data[i]));
    const field =
      row < 0
        ? 'meta'
        : Object.keys(product!.data[row]!).find(
            (k) => !isDeepStrictEqual(product!.data[row]![k], bare!.data[row]?.[k]),
          );
    console.error(
      `${q.label}: the bare server answers differently (row ${row}, ${field})`,
      JSON.stringify({
        product: row < 0 ? product!.meta : product!.data[row],
        bare: row < 0 ? bare!.meta : bare!.data[row],
      }),
    );
    process.exit(1);
  }
}

/** CPU seconds a child has used (user + system, Linux /proc), to give each server's CPU per request. */
const cpuOf = (child: ChildProcess) => {
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
};
/** The CSRF cookie a first visit gets, as a browser would send it back. */
const visitorCookie = (await fetch(PRODUCT + '/private-api/supporting-data')).headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const measure = async (child: ChildProcess, target: string, connections: number) => {
  const before = cpuOf(child);
  const result = await load(target, connections, seconds, target.startsWith(PRODUCT) ? { cookie: visitorCookie } : {});
  return { ...result, cpuMs: ((cpuOf(child) - before) * 1000) / result.requests };
};
type Measured = Awaited<ReturnType<typeof measure>>;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** Each figure's median over the runs; failures are summed. */
const medians = (all: Measured[]) => ({
  perSecond: median(all.map((m) => m.perSecond)),
  p50: median(all.map((m) => m.p50)),
  p99: median(all.map((m) => m.p99)),
  cpuMs: median(all.map((m) => m.cpuMs)),
  failed: all.reduce((n, m) => n + m.failed, 0),
});

console.log(
  `\n## Catalog API against a bare server (median of ${runs} runs of ${seconds} s, ${generator})\n\n| Question | conn. | product req/s | p50 ms | p99 ms | CPU ms/req | bare req/s | p50 ms | p99 ms | CPU ms/req | product / bare |\n|---|---|---|---|---|---|---|---|---|---|---|`,
);
const failures: string[] = [];
for (const q of QUESTIONS) {
  // Warm both (JIT, plans, caches) before anything is measured.
  await load(PRODUCT + q.product, 20, 3, { cookie: visitorCookie });
  await load(BARE + q.bare, 20, 3);
  for (const connections of CONNECTIONS) {
    const productRuns: Measured[] = [];
    const bareRuns: Measured[] = [];
    for (let run = 0; run < runs; run++) {
      productRuns.push(await measure(children[0]!, PRODUCT + q.product, connections));
      bareRuns.push(await measure(children[1]!, BARE + q.bare, connections));
    }
    const [product, bare] = [medians(productRuns), medians(bareRuns)];
    const ratio = product.perSecond / bare.perSecond;
    const errors = product.failed + bare.failed;
    console.log(
      `| ${q.label} | ${connections} | ${Math.round(product.perSecond)} | ${product.p50} | ${product.p99} | ${product.cpuMs.toFixed(2)} | ${Math.round(bare.perSecond)} | ${bare.p50} | ${bare.p99} | ${bare.cpuMs.toFixed(2)} | ${ratio.toFixed(2)} |`,
    );
    if (errors) failures.push(`${q.label} at ${connections}: ${errors} failed requests`);
    if (ratio < (q.minRatio ?? MIN_RATIO))
      failures.push(`${q.label} at ${connections}: ${ratio.toFixed(2)} of the bare server`);
    if (connections === 50 && product.p99 > MAX_P99_MS) failures.push(`${q.label} at 50: p99 ${product.p99} ms`);
  }
}
stop();
if (failures.length) {
  console.log(`\nBelow target (≥ ${MIN_RATIO}× bare, p99 ≤ ${MAX_P99_MS} ms at 50):\n- ${failures.join('\n- ')}`);
  if (!printOnly) process.exit(1);
}
