// The local cluster (issue 36 §1): HAProxy in front of three web processes, a PostgreSQL primary and a
// streaming replica (lib/pg-pair.mjs), S3-protocol storage shared by all, and a dedicated media worker.
// Every piece runs detached; state.json records what to stop.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rebuildReason } from '../lib/build-mode.mjs';
import { controlPgPair, postgresBin, startPgPair, stopPgPair } from '../lib/pg-pair.mjs';
import { haproxyConfig } from './haproxy.mjs';

/** Where the cluster keeps its state, logs and data (CLUSTER_DIR: a test's cluster beside a developer's). */
export const CLUSTER_DIR = path.resolve(process.env.CLUSTER_DIR ?? '.tmp/cluster');
const STATE = path.join(CLUSTER_DIR, 'state.json');
const DIST = path.resolve('apps/web/dist');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** What is missing to start the cluster, one line each (empty when nothing is). */
export function missingPrerequisites() {
  const missing = [];
  if (spawnSync('haproxy', ['-v']).status !== 0) missing.push('HAProxy: apt-get install -y haproxy');
  try {
    postgresBin();
  } catch (err) {
    missing.push(err.message);
  }
  try {
    createRequire(path.resolve('apps/server/package.json')).resolve('s3rver');
  } catch {
    missing.push('s3rver (S3-protocol storage): npm ci');
  }
  return missing;
}

export const readState = () => (existsSync(STATE) ? JSON.parse(readFileSync(STATE, 'utf8')) : null);

function detached(label, args, env) {
  const out = openSync(path.join(CLUSTER_DIR, `${label}.log`), 'a');
  const child = spawn(process.execPath, args, { detached: true, env, stdio: ['ignore', out, out] });
  child.unref();
  return child.pid;
}

async function until(what, test, ms = 180_000) {
  const started = Date.now();
  while (!(await test().catch(() => false))) {
    if (Date.now() - started > ms)
      throw new Error(`${what} did not come up within ${ms / 1000} s (logs in ${CLUSTER_DIR})`);
    await sleep(300);
  }
}
const answers = (url) => fetch(url).then((r) => r.ok);

/** Starts a web (or media worker) process and waits until it is ready. */
export async function startProcess(state, name) {
  const proc = state.processes.find((p) => p.name === name);
  const env = {
    ...process.env,
    ...state.env,
    PORT: String(proc.port),
    DATA_DIR: path.join(CLUSTER_DIR, name),
    MEDIA_WORKER: proc.media ? '1' : '0',
  };
  proc.pid = detached(name, ['--import', 'tsx', 'apps/server/src/server.ts'], env);
  await until(name, () => answers(`http://127.0.0.1:${proc.port}/healthz/ready`));
  writeFileSync(STATE, JSON.stringify(state, null, 2));
}

/**
 * Starts everything; `base` is the balancer's port, the other pieces take the ports after it. `prepare`
 * gets the primary's URL before any server starts (a benchmark fills the catalog there).
 */
export async function startCluster({ base = 8080, web = 3, env = {}, prepare } = {}) {
  const missing = missingPrerequisites();
  if (missing.length) throw new Error(`Cannot start the cluster. Missing:\n  ${missing.join('\n  ')}`);
  if (readState()) throw new Error('A cluster is already running: npm run cluster -- stop');
  const reason = rebuildReason(DIST, 'production');
  if (reason) {
    console.log(reason);
    execFileSync('npm', ['run', 'build', '-w', '@beatmarket/web'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  rmSync(CLUSTER_DIR, { recursive: true, force: true });
  mkdirSync(CLUSTER_DIR, { recursive: true });
  const ports = { site: base, stats: base + 1, s3: base + 2, primary: base + 3, replica: base + 4 };
  const publicUrl = `http://127.0.0.1:${ports.site}`;
  const s3 = `http://127.0.0.1:${ports.s3}`;
  const state = {
    ports,
    publicUrl,
    processes: [
      ...Array.from({ length: web }, (_, i) => ({ name: `web-${i + 1}`, port: base + 10 + i, media: false })),
      { name: 'media-worker', port: base + 10 + web, media: true },
    ],
    env: {
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      APP_SECRET: randomBytes(32).toString('base64url'),
      TRUST_PROXY: '1',
      // Two failed checks a second apart take a process out of the balancer (haproxy.mjs), with a margin.
      SHUTDOWN_DRAIN_MS: '3000',
      DATABASE_URL: `postgres://postgres@127.0.0.1:${ports.primary}/beatmarket`,
      DATABASE_READ_URL: `postgres://postgres@127.0.0.1:${ports.replica}/beatmarket`,
      STORAGE: 's3',
      S3_BUCKET: 'beatmarket',
      S3_ENDPOINT: s3,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_URL: `${s3}/beatmarket`,
      S3_FORCE_PATH_STYLE: '1',
      ...env,
    },
  };
  writeFileSync(STATE, JSON.stringify(state, null, 2));
  console.log(`PostgreSQL primary :${ports.primary} and streaming replica :${ports.replica}…`);
  const pair = await startPgPair({ dir: path.join(CLUSTER_DIR, 'pg'), port: ports.primary, durable: true });
  await pair.createDatabase('beatmarket');
  await prepare?.(state.env.DATABASE_URL);
  const storeDir = path.join(CLUSTER_DIR, 's3');
  mkdirSync(storeDir, { recursive: true });
  state.s3Pid = detached(
    's3',
    ['scripts/cluster/s3-serve.mjs', String(ports.s3), storeDir, 'beatmarket', publicUrl],
    process.env,
  );
  await until('S3 storage', () => fetch(s3).then(() => true));
  writeFileSync(STATE, JSON.stringify(state, null, 2));
  // The first process migrates and seeds alone; the others, started together, find both done.
  for (const p of state.processes)
    console.log(`${p.name} on :${p.port}${p.media ? ' (media worker, not behind the balancer)' : ''}`);
  const [first, ...others] = state.processes;
  await startProcess(state, first.name);
  await Promise.all(others.map((p) => startProcess(state, p.name)));
  const cfg = path.join(CLUSTER_DIR, 'haproxy.cfg');
  const pidFile = path.join(CLUSTER_DIR, 'haproxy.pid');
  const servers = state.processes.filter((p) => !p.media);
  writeFileSync(cfg, haproxyConfig({ port: ports.site, statsPort: ports.stats, servers, pidFile }));
  execFileSync('haproxy', ['-f', cfg, '-D']);
  await until('HAProxy', () => answers(`${publicUrl}/healthz/ready`));
  return state;
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** SIGTERM (drain, then close) or SIGKILL one process, waiting until it is gone. */
export async function stopProcess(state, name, signal = 'SIGTERM') {
  const proc = state.processes.find((p) => p.name === name);
  if (!proc?.pid || !alive(proc.pid)) return;
  process.kill(-proc.pid, signal);
  for (let i = 0; i < 200 && alive(proc.pid); i++) await sleep(100);
}

export async function stopCluster() {
  const state = readState();
  if (!state) return false;
  const pidFile = path.join(CLUSTER_DIR, 'haproxy.pid');
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8'));
    if (alive(pid)) process.kill(pid, 'SIGTERM');
  }
  await Promise.all(state.processes.map((p) => stopProcess(state, p.name)));
  if (state.s3Pid && alive(state.s3Pid)) process.kill(-state.s3Pid, 'SIGTERM');
  stopPgPair(path.join(CLUSTER_DIR, 'pg'));
  rmSync(CLUSTER_DIR, { recursive: true, force: true });
  return true;
}

/** The running cluster's replica, to stop and start it (a benchmark's fault). */
export const clusterReplica = () => controlPgPair(path.join(CLUSTER_DIR, 'pg'));
