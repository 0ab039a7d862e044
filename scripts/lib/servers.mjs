// Real server processes for the crash and scale-out scripts: started in their own process group (so
// a SIGKILL takes the whole group, as a crashed container would), talked to over HTTP like a browser.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export const SECRET = 'crash-test-secret-crash-test-secret-0000';
export const ADMIN_PG = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** The demo accounts, and what a buyer types at checkout, for the crash scripts. */
export const USERS = [
  'buyer@beatmarket.test',
  'producer@beatmarket.test',
  'producer2@beatmarket.test',
  'admin@beatmarket.test',
];
export const ADDRESS = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
export const TEST_CARD = { method: 'card', number: '4242424242424242', expiry: '12/40', cvc: '123' };
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function freePort() {
  const s = createServer();
  await new Promise((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address();
  await new Promise((r) => s.close(r));
  return port;
}

/** A fresh, empty PostgreSQL database on the test server; drop() removes it. */
export async function freshPostgres(prefix) {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: ADMIN_PG });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_PG);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: ADMIN_PG });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/** Starts `apps/server/src/server.ts` and waits until it answers. */
export async function startServer({ label, dataDir, databaseUrl, env = {}, readyMs = 120_000 }) {
  const port = await freePort();
  mkdirSync(dataDir, { recursive: true });
  const log = path.join(dataDir, `${label}.log`);
  const out = openSync(log, 'a');
  const childEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    APP_SECRET: SECRET,
    NODE_ENV: 'development',
    SEED_DEMO: '1',
    DEMO_MEDIA: '0',
    LOG_LEVEL: 'warn',
    ALTCHA_COST: '50',
    // The scripts' buyers share one address; in the world each has its own (route-limits.ts).
    RATE_LIMIT_SCALE: '20',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  if (databaseUrl) childEnv.DATABASE_URL = databaseUrl;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    detached: true,
    env: childEnv,
    stdio: ['ignore', out, out],
  });
  const exited = new Promise((resolve) => proc.on('exit', (code, signal) => resolve({ code, signal })));
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    const gone = await Promise.race([exited, new Promise((r) => setTimeout(() => r(null), 300))]);
    if (gone) throw new Error(`${label} exited during start (${JSON.stringify(gone)}); see ${log}`);
    try {
      if ((await fetch(`${base}/private-api/supporting-data`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > readyMs) {
      process.kill(-proc.pid, 'SIGKILL');
      throw new Error(`${label} did not answer within ${readyMs / 1000} s; see ${log}`);
    }
  }
  return {
    base,
    log,
    /** kill -9 of the whole process group: no shutdown hook runs, open transactions are cut. */
    async kill() {
      process.kill(-proc.pid, 'SIGKILL');
      await exited;
    },
    async stop() {
      process.kill(-proc.pid, 'SIGTERM');
      await exited;
    },
  };
}

/** A browser-like client: keeps cookies and sends the latest CSRF token back, as the SPA does. */
export class Http {
  constructor(base) {
    this.base = base;
    this.cookies = new Map();
    this.expiry = new Map();
    this.csrf = '';
  }
  /** Talk to another process with the same cookies and token (a load balancer without sticky sessions). */
  via(base) {
    const other = new Http(base);
    other.cookies = this.cookies;
    other.expiry = this.expiry;
    other.csrf = this.csrf;
    return other;
  }
  async request(method, url, body, headers = {}) {
    if (method !== 'GET' && !this.csrf) await this.request('GET', '/private-api/supporting-data');
    // A browser stops sending a cookie once its Max-Age has passed (the replica's read pin lasts seconds).
    for (const [name, until] of this.expiry) if (until <= Date.now()) this.cookies.delete(name);
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(method === 'GET' ? {} : { 'x-csrf-token': this.csrf }),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      const value = pair.slice(i + 1);
      const maxAge = /max-age=(\d+)/i.exec(c);
      if (maxAge && maxAge[1] !== '0') this.expiry.set(pair.slice(0, i), Date.now() + Number(maxAge[1]) * 1000);
      else this.expiry.delete(pair.slice(0, i));
      if (value && !/max-age=0|expires=thu, 01 jan 1970/i.test(c)) this.cookies.set(pair.slice(0, i), value);
      else this.cookies.delete(pair.slice(0, i));
    }
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    if (json?.meta?.csrf) this.csrf = json.meta.csrf;
    return { status: res.status, body: json, text };
  }
  get(url) {
    return this.request('GET', url);
  }
  post(url, body = {}) {
    return this.request('POST', url, body);
  }
  login(email) {
    return this.post('/private-api/login', { email, password: 'beatmarket' });
  }
}

export function check(ok, message) {
  if (!ok) throw new Error(`✖ ${message}`);
  console.log(`  ✔ ${message}`);
}

/** Reads the shop's and the test gateway's books once the server is stopped. */
export async function openBooks(engine, dataDir, url) {
  if (engine === 'postgres') {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const q = async (text) => (await client.query(text)).rows;
    return { shop: q, gateway: q, close: () => client.end() };
  }
  // The product's own opening of a data dir (a lock file cut short by the kill is cleared, as at its
  // restart). TypeScript: the crash scripts that read books run under tsx (scripts/test.mjs).
  const { createPglite } = await import('../../apps/server/src/db/pglite-template.ts');
  // cube before pg_trgm, as PGLITE_EXTENSIONS (client.ts): the other order hangs trigram index scans.
  const shop = await createPglite(path.join(dataDir, 'pglite'), { cube, pg_trgm });
  const side = await createPglite(path.join(dataDir, 'pglite-test-gateway'));
  return {
    shop: async (text) => (await shop.query(text)).rows,
    gateway: async (text) => (await side.query(text)).rows,
    close: async () => {
      await shop.close();
      await side.close();
    },
  };
}

/**
 * One round of a crash script on an engine ('pglite' or 'postgres'): a fresh data directory (and database),
 * and `start(label)` for the round's server processes. Whatever happens, the last server started is killed
 * and the database dropped; the data directory, with the servers' logs, is kept only when the round failed.
 */
export async function runRound({ title, prefix, engine }, body) {
  console.log(`\n● ${title} on ${engine}`);
  const dataDir = path.resolve(`.tmp/${prefix}-${engine}-${Date.now().toString(36)}`);
  const database = engine === 'postgres' ? await freshPostgres(`bm_${prefix.replace(/-/g, '')}`) : null;
  const url = database?.url;
  let live = null;
  const start = async (label) =>
    (live = await startServer({ label, dataDir, databaseUrl: url, env: { DEMO_SALES: '0' } }));
  try {
    await body({ dataDir, url, start });
  } catch (err) {
    console.error(`  the data directory and the servers' logs stay in ${dataDir}`);
    throw err;
  } finally {
    await live?.kill().catch(() => {});
    await database?.drop();
  }
  rmSync(dataDir, { recursive: true, force: true });
}
