import type { FastifyInstance, InjectOptions } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { encodePassword, type Envelope } from '@beatmarket/shared';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { seedDemo } from '../src/seed/seed.js';
import { openTestDatabase } from './database.js';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-000';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** Environment variables of the config, and `now`: the app's clock (subscriptions), real time by default. */
export type TestOptions = { now?: () => Date } & { [key: string]: string | (() => Date) | undefined };

/** The real app on a real, freshly migrated and seeded database; no network listener. */
export async function createTestContext(options: TestOptions = {}): Promise<TestContext> {
  const { now, ...vars } = options;
  const env = Object.fromEntries(Object.entries(vars).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const database = await openTestDatabase();
  await seedDemo(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '.tmp/test-data',
    APP_SECRET: TEST_SECRET,
    ALTCHA_COST: '50',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://beatmarket.test',
    ...env,
  });
  const app = await buildApp(config, database, { logger: false, now });
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export interface Res<T = unknown> {
  status: number;
  body: Envelope<T> & {
    response_data?: {
      error: string;
      code: string;
      topic_id?: string;
      errors?: { topic_id: string; message: string }[];
    };
  };
  headers: Record<string, unknown>;
}

/** A browser-like client: keeps cookies and echoes the latest CSRF token, as the SPA does. */
export class Client {
  cookies = new Map<string, string>();
  csrf = '';
  ip: string;
  constructor(
    private app: FastifyInstance,
    ip = '10.0.0.1',
  ) {
    this.ip = ip;
  }

  async request<T = unknown>(opts: InjectOptions & { csrf?: boolean }): Promise<Res<T>> {
    const headers: Record<string, string> = { ...(opts.headers as Record<string, string>) };
    const method = (opts.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && opts.csrf !== false) {
      if (!this.csrf) await this.get('/private-api/supporting-data');
      headers['x-csrf-token'] = this.csrf;
    }
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({ ...opts, headers, remoteAddress: this.ip });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const cleared = c.value === '' || (c.expires && c.expires.getTime() < Date.now()) || c.maxAge === 0;
      if (cleared) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    let body: Res<T>['body'];
    try {
      body = res.json();
    } catch {
      body = { data: res.body, meta: { csrf: '' } } as unknown as Res<T>['body'];
    }
    if (body?.meta?.csrf) this.csrf = body.meta.csrf;
    return { status: res.statusCode, body, headers: res.headers };
  }

  get<T = unknown>(url: string) {
    return this.request<T>({ method: 'GET', url });
  }
  post<T = unknown>(url: string, payload?: unknown, opts: { csrf?: boolean } = {}) {
    return this.request<T>({ method: 'POST', url, payload: payload as InjectOptions['payload'], ...opts });
  }
  delete<T = unknown>(url: string) {
    return this.request<T>({ method: 'DELETE', url });
  }

  login(email: string, password = 'beatmarket') {
    return this.post('/private-api/login', { email, password: encodePassword(password) });
  }

  /** Fetches the server's real ALTCHA challenge and solves it the way the widget does. */
  async solveCaptcha(): Promise<string> {
    const res = await this.get('/private-api/captcha/challenge');
    const challenge = res.body as unknown as Parameters<typeof solveChallenge>[0]['challenge'];
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }
}

export const DEMO_LOGINS = {
  buyer: 'buyer@beatmarket.test',
  producer: 'producer@beatmarket.test',
  producer2: 'producer2@beatmarket.test',
  admin: 'admin@beatmarket.test',
} as const;

/** One client per role (a visitor plus the demo accounts asked for), each from its own IP and logged in. */
export async function clientsByRole<R extends keyof typeof DEMO_LOGINS>(
  app: FastifyInstance,
  ipPrefix: string,
  roles: R[],
) {
  const clients = { visitor: new Client(app, `${ipPrefix}.1`) } as Record<'visitor' | R, Client>;
  for (const [i, role] of roles.entries()) {
    clients[role] = new Client(app, `${ipPrefix}.${i + 2}`);
    await clients[role].login(DEMO_LOGINS[role]);
  }
  return clients;
}
