// `npm run bench`: every figure of issue 14 in one run, section by section, each by its own script:
// web pages (Lighthouse mobile, what the server sends), first-load JS per route, the API against a bare
// server on a million beats, the first start, preview range requests, then the foundation's hot routes.
// A section whose script is missing or whose database is not there says so and the run goes on; the
// exit code is 1 when a section failed (a figure missed its bound or the script broke).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';

const LH_DIST = path.resolve('.tmp/lh-dist');
const API_DB_HELP = `Needs BENCH_DATABASE_URL: a PostgreSQL database holding a million generated beats. To make one (about 5 min):
  createdb -h 127.0.0.1 -U postgres bench
  DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench:generate -- 1000000
  BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench`;
const REALISTIC_DB_HELP = `Needs BENCH_REALISTIC_DATABASE_URL: a database holding a million beats of the realistic catalog
(thousands of words and tags with skewed popularity, issue 33). To make one (about 10 min):
  createdb -h 127.0.0.1 -U postgres bench_realistic
  DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_realistic npm run bench:generate -- 1000000 --realistic`;
/** The machine's load beside every figure: on a shared 2-core machine it explains a slow run. */
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')} (1/5/15 min, ${availableParallelism()} cores)`;

const tsx = (file) => [process.execPath, ['--import', 'tsx', file]];
const SECTIONS = [
  {
    title: 'Web pages: Lighthouse mobile and what the server sends',
    script: 'scripts/lighthouse.mjs',
    // lighthouse.mjs builds the production app into .tmp/lh-dist.
    command: [process.execPath, ['scripts/lighthouse.mjs']],
  },
  {
    title: 'First-load JavaScript per route, against its budget',
    script: 'scripts/bundle-budget.mjs',
    // The build the Lighthouse section just made, when it ran in this invocation (else a fresh one).
    command: (ran) => [
      process.execPath,
      [
        'scripts/bundle-budget.mjs',
        ...(ran.has('scripts/lighthouse.mjs') && existsSync(LH_DIST) ? ['--dist', LH_DIST] : []),
      ],
    ],
  },
  {
    title: 'API against a bare Fastify + pg server, 1M beats, 20 and 50 connections',
    script: 'apps/server/bench/api-bench.ts',
    command: tsx('apps/server/bench/api-bench.ts'),
    unavailable: () => (process.env.BENCH_DATABASE_URL ? null : API_DB_HELP),
  },
  {
    title: 'Searches of every shape, 1M beats, one at a time: p95 < 50 ms',
    script: 'apps/server/bench/catalog-bench.ts',
    command: tsx('apps/server/bench/catalog-bench.ts'),
    env: { BENCH_LOAD: '0' },
    unavailable: () => (process.env.BENCH_DATABASE_URL ? null : API_DB_HELP),
  },
  {
    title: 'The same searches on the realistic catalog (thousands of words and tags, skewed popularity), 1M beats',
    script: 'apps/server/bench/catalog-bench.ts',
    command: tsx('apps/server/bench/catalog-bench.ts'),
    env: { BENCH_LOAD: '0', BENCH_DATABASE_URL: process.env.BENCH_REALISTIC_DATABASE_URL },
    unavailable: () => (process.env.BENCH_REALISTIC_DATABASE_URL ? null : REALISTIC_DB_HELP),
  },
  {
    title: 'All Beats (administrators), 1M beats: every sort the table offers, p95 < 50 ms',
    script: 'apps/server/bench/admin-list-bench.ts',
    command: tsx('apps/server/bench/admin-list-bench.ts'),
    unavailable: () => (process.env.BENCH_DATABASE_URL ? null : API_DB_HELP),
  },
  {
    title: 'Similar beats by sound beside the tag-only query, 1M beats: p95 < 30 ms; a 3-minute master described',
    script: 'apps/server/bench/similar-bench.ts',
    command: tsx('apps/server/bench/similar-bench.ts'),
    unavailable: () => (process.env.BENCH_DATABASE_URL ? null : API_DB_HELP),
  },
  {
    title: 'First start: until every demo beat is playable',
    script: 'scripts/first-start-bench.mjs',
    command: [process.execPath, ['scripts/first-start-bench.mjs']],
  },
  {
    title: 'Previews: range request time to first byte',
    script: 'apps/server/bench/media-bench.ts',
    command: tsx('apps/server/bench/media-bench.ts'),
  },
  {
    title: 'Foundation routes (visitor boot, profile, admin list)',
    script: 'scripts/bench-foundation.mjs',
    command: [process.execPath, ['scripts/bench-foundation.mjs']],
  },
];

const only = process.argv.slice(2);
const summary = [];
const ran = new Set();
for (const section of SECTIONS) {
  if (only.length && !only.some((word) => section.script.includes(word))) continue;
  console.log(`\n━━ ${section.title} (${section.script}); ${load()}\n`);
  const why = !existsSync(section.script) ? `${section.script} does not exist yet` : section.unavailable?.();
  if (why) {
    console.log(`Skipped. ${why}`);
    summary.push(`- ${section.title}: skipped`);
    continue;
  }
  const started = Date.now();
  const [cmd, args] = typeof section.command === 'function' ? section.command(ran) : section.command;
  ran.add(section.script);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...section.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  summary.push(
    `- ${section.title}: ${r.status === 0 ? 'ok' : `FAILED (exit ${r.status ?? r.signal})`} in ${seconds} s; ${load()}`,
  );
}
if (!summary.length) summary.push(`- no section's script name contains ${only.join(' or ')}`);
console.log(`\n━━ Summary (npm run bench -- <part of a script name> runs some sections only)\n\n${summary.join('\n')}`);
if (summary.some((line) => line.includes('FAILED'))) process.exitCode = 1;
