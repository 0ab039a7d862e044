// First start: seconds from `npm start` on a fresh data dir until every demo beat has a playable preview
// (its demo_url answers with audio). Two cases: a checkout as `npm ci` leaves it (its postinstall cached
// the demo renders in node_modules/.cache, decision 0066) and one whose install skipped that (cache removed
// first). Exits 1 when the first case takes over 15 s.
// Usage: node scripts/first-start-bench.mjs [--only-warm]   (part of `npm run bench`; web app built first)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.BENCH_PORT ?? 3227);
const BASE = `http://127.0.0.1:${PORT}`;
const LIMIT_S = 15;
const DEMO_BEATS = 52;
const CACHE = 'node_modules/.cache/beatmarket/demo-media';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The admin's session: the only view that lists unpublished (awaiting approval) demo beats too. */
async function adminSession() {
  const first = await fetch(`${BASE}/private-api/supporting-data`);
  const csrf = (await first.json()).meta.csrf;
  const jar = first.headers.getSetCookie().map((c) => c.split(';')[0]);
  const login = await fetch(`${BASE}/private-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: jar.join('; ') },
    body: JSON.stringify({ email: 'admin@beatmarket.test', password: 'beatmarket' }),
  });
  if (!login.ok) throw new Error(`admin login answered ${login.status}`);
  return [...jar, ...login.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ');
}

async function run(label) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bm-first-start-'));
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const result = { label, listening: NaN, first: NaN, all: NaN };
  try {
    let cookie;
    while (!cookie) {
      if (seconds() > 120) throw new Error('the server did not start in 120 s');
      cookie = await adminSession().catch(() => undefined);
      if (!cookie) await sleep(100);
    }
    result.listening = seconds();
    const playable = new Set();
    while (playable.size < DEMO_BEATS) {
      if (seconds() > 300) throw new Error(`only ${playable.size} demo beats playable after 300 s`);
      const res = await fetch(`${BASE}/private-api/beat/records?per_page=100&archived=false`, { headers: { cookie } });
      const { data } = await res.json();
      for (const beat of data ?? []) {
        if (!beat.demo_url || playable.has(beat.id)) continue;
        const audio = await fetch(new URL(beat.demo_url, BASE), { method: 'HEAD' });
        if (audio.ok && audio.headers.get('content-type') === 'audio/mpeg') playable.add(beat.id);
      }
      if (playable.size && Number.isNaN(result.first)) result.first = seconds();
      if (playable.size < DEMO_BEATS) await sleep(100);
    }
    result.all = seconds();
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
  return result;
}

const results = [];
if (!process.argv.includes('--only-warm')) {
  rmSync(CACHE, { recursive: true, force: true });
  results.push(await run('install without its warm-up (no cached demo renders)'));
}
results.push(await run('after `npm ci` (the install cached the demo renders)'));

console.log(
  `\nFirst start on a fresh data dir: ${DEMO_BEATS} demo beats, ${(await import('node:os')).cpus().length} cores`,
);
console.log('| Case | server answering s | first beat playable s | seconds until every demo beat is playable |');
console.log('|---|---|---|---|');
for (const r of results)
  console.log(`| ${r.label} | ${r.listening.toFixed(1)} | ${r.first.toFixed(1)} | ${r.all.toFixed(1)} |`);
const warm = results[results.length - 1];
if (warm.all > LIMIT_S) {
  console.error(`Every demo beat playable after ${warm.all.toFixed(1)} s: over the ${LIMIT_S} s goal`);
  process.exit(1);
}
