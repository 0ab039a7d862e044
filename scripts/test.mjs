// `npm test`: every check, in order: lint, types, unit and component tests, the server suite on
// PGlite and again on PostgreSQL, the crash and scale-out scripts on real server processes, then the
// browser journeys in Chromium. Stops at the first failure.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A step that runs past its minutes is stopped and fails: a hang (PGlite once looped for ever inside one
 * query, blocking a test worker whose timeouts could never fire) then costs that step, not CI's 90 minutes.
 */
const STEP_LIMIT_MS = 40 * 60_000;

function run(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    timeout: STEP_LIMIT_MS,
    killSignal: 'SIGKILL',
  });
  if (r.status !== 0) {
    const why = r.error?.code === 'ETIMEDOUT' ? ` (stopped after ${STEP_LIMIT_MS / 60_000} minutes)` : '';
    console.error(`\n✖ ${title} failed${why}`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

run('lockfile installs with npm ci', 'node', ['scripts/lock-platform-stubs.mjs', '--check']);
run('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
run('format (prettier --check; `npm run format` fixes)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
run('casts (`as unknown as` only goes down)', 'node', ['scripts/count-casts.mjs']);
run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
run('unit and component tests', 'npx', ['vitest', 'run', '--project', 'shared', '--project', 'web']);
// One production build serves the budget check, Lighthouse and the journeys (each used to make its own).
const DIST = process.env.WEB_DIST ?? 'apps/web/dist';
run('production build of the web app', 'npm', ['run', 'build', '--silent', '-w', '@beatmarket/web'], {
  WEB_DIST: path.resolve(DIST),
});
run('bundle size budget per route', 'node', ['scripts/bundle-budget.mjs', '--dist', DIST]);
// Three workers on two cores: server test files mostly wait (vitest.config.ts).
run('server tests on PGlite', 'npx', ['vitest', 'run', '--project', 'server'], {
  TEST_DATABASE_URL: '',
  VITEST_MAX_WORKERS: '3',
});
if (!(await postgresReachable())) {
  console.error(`\n✖ PostgreSQL is not reachable at ${PG_URL}. Start it (see README) or set TEST_DATABASE_URL.`);
  process.exit(1);
}
run('server tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server'], {
  TEST_DATABASE_URL: PG_URL,
  VITEST_MAX_WORKERS: '3',
});
run(
  'crash tests (kill -9 mid-checkout, mid-subscribe and mid-renewal, PGlite and PostgreSQL) and two server processes on one database',
  'sh',
  [
    '-c',
    'node --import tsx scripts/crash-test.mjs && node --import tsx scripts/subscription-crash-test.mjs && node --import tsx scripts/two-servers-test.mjs',
  ],
  { TEST_DATABASE_URL: PG_URL },
);
// A primary and a hot standby of its own (PostgreSQL's binaries from Debian), one server reading the catalog there.
run('catalog reads on a streaming replica (lag and outage fallbacks, read-your-writes)', 'node', [
  'scripts/replica-test.mjs',
]);
// The local cluster (npm run cluster): HAProxy (Debian's), three web processes, a media worker, primary and replica.
run('the cluster behind HAProxy (drain, rolling restart, kill -9)', 'node', ['scripts/cluster-test.mjs']);
run('page speed (Lighthouse mobile, production build)', 'node', ['scripts/lighthouse.mjs', '--dist', DIST]);
run('browser journeys', 'node', ['scripts/e2e.mjs'], { E2E_BUILT: '1', WEB_DIST: path.resolve(DIST) });
console.log('\nAll checks passed.');
