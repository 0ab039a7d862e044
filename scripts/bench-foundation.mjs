// The foundation's hot routes (a section of `npm run bench`): throughput and latency on the embedded database
// (and on PostgreSQL when BENCH_DATABASE_URL is set), 50 connections for 10 s each.
// autocannon shares the machine's cores with the server: the figures include that contention.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';

const PORT = 3222;
const base = `http://127.0.0.1:${PORT}`;
const targets = [{ name: 'PGlite (embedded)', env: {} }];
if (process.env.BENCH_DATABASE_URL)
  targets.push({ name: 'PostgreSQL', env: { DATABASE_URL: process.env.BENCH_DATABASE_URL } });

async function waitUp() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/private-api/supporting-data`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function adminCookies() {
  const boot = await fetch(`${base}/private-api/supporting-data`);
  const csrfCookie = boot.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const csrf = (await boot.json()).meta.csrf;
  const res = await fetch(`${base}/private-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: csrfCookie },
    body: JSON.stringify({ email: 'admin@beatmarket.test', password: 'beatmarket' }),
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const run = (url, headers = {}) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: 50, duration: 10, headers }, (err, r) => (err ? reject(err) : resolve(r))),
  );

const rows = [];
for (const target of targets) {
  const dataDir = '.tmp/bench-data';
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: {
      ...process.env,
      ...target.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
      DEMO_MEDIA: '0',
    },
    stdio: 'inherit',
  });
  try {
    await waitUp();
    const cookie = await adminCookies();
    for (const [name, path, headers] of [
      ['GET /supporting-data (visitor boot)', '/private-api/supporting-data', {}],
      ['GET /profile (logged in)', '/private-api/profile', { cookie }],
      ['GET /user/records (admin list)', '/private-api/user/records?per_page=25', { cookie }],
    ]) {
      const r = await run(base + path, headers);
      rows.push(
        `| ${target.name} | ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p97_5} | ${r.latency.p99} | ${r.non2xx} |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
  }
}
console.log('\n| Database | Route | req/s | p50 ms | p97.5 ms | p99 ms | non-2xx |\n|---|---|---|---|---|---|---|');
console.log(rows.join('\n'));
