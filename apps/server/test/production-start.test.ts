import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { encodePassword } from '@beatmarket/shared';

/**
 * `NODE_ENV=production npm start` as an operator runs it: scripts/start.mjs, a real process, on a fresh
 * database (embedded in a temporary DATA_DIR, or a copy of the PostgreSQL template on that run). The web
 * build it finds was made by an earlier development start (its marker says so): it must be built again,
 * or the production server loads a renderer calling React's development-only `jsxDEV`. Takes one real
 * web build (about 15 s on a quiet machine, 45 s on a busy one).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const work = mkdtempSync(path.join(tmpdir(), 'bm-prod-start-'));
const webDist = path.join(work, 'dist');
let child: ChildProcess | undefined;
let dropDatabase = async () => {};
afterAll(async () => {
  if (child?.pid) process.kill(-child.pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await dropDatabase();
  rmSync(work, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** On the PostgreSQL run, an empty migrated database of its own (a copy of the template). */
async function databaseUrl(): Promise<string | undefined> {
  if (inject('dbKind') === 'pglite') return undefined;
  const admin = inject('pgAdminUrl');
  const name = `bm_prod_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await run(`create database ${name} template ${inject('pgTemplate')}`);
  dropDatabase = () => run(`drop database if exists ${name} with (force)`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Starts scripts/start.mjs and resolves with everything it printed once the server says it is running. */
function start(env: Record<string, string>): Promise<string> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env: childEnv, detached: true });
  let output = '';
  return new Promise((resolve, reject) => {
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Beatmarket is running at')) resolve(output);
    };
    child!.stdout!.on('data', take);
    child!.stderr!.on('data', take);
    child!.on('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
  });
}

describe('a start in production mode', () => {
  it('rebuilds a development web build, renders pages, and seeds no demo account', { timeout: 300_000 }, async () => {
    // What an earlier `NODE_ENV=development npm start` left (the marker is what counts here).
    mkdirSync(webDist, { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>dev build</title>');
    mkdirSync(`${webDist}-ssr`, { recursive: true });
    writeFileSync(path.join(`${webDist}-ssr`, 'build-mode.json'), '{"mode":"development"}');

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const url = await databaseUrl();
    const output = await start({
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: path.join(work, 'data'),
      WEB_DIST: webDist,
      APP_SECRET: randomBytes(24).toString('hex'),
      MEDIA_WORKER: '0',
      LOG_LEVEL: 'warn',
      ...(url ? { DATABASE_URL: url } : {}),
    });

    expect(output).toContain('it was built for development, this start runs in production');
    expect(JSON.parse(readFileSync(path.join(`${webDist}-ssr`, 'build-mode.json'), 'utf8'))).toEqual({
      mode: 'production',
    });
    // Server-rendered: the production renderer ran (the dehydrated queries are inlined). Its budget is
    // 500 ms, which a busy machine's first (cold) renders may miss: a few tries.
    let rendered = false;
    for (let i = 0; i < 10 && !rendered; i++) {
      const home = await fetch(`${base}/`);
      expect(home.status).toBe(200);
      rendered = (await home.text()).includes('id="bm-state"');
    }
    expect(rendered, output).toBe(true);
    expect(output).not.toMatch(/jsxDEV/);

    // No demo administrator with the public password.
    const boot = await fetch(`${base}/private-api/supporting-data`);
    const { meta } = (await boot.json()) as { meta: { csrf: string } };
    const cookie = boot.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const login = await fetch(`${base}/private-api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': meta.csrf, cookie },
      body: JSON.stringify({ email: 'admin@beatmarket.test', password: encodePassword('beatmarket') }),
    });
    expect(login.status).toBe(401);
  });
});
