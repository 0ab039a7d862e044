import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { notifications, pushDeliveries, users } from '../../db/schema/index.js';
import { startLocalPushService } from '../../../test/fixtures/local-push-endpoint.js';
import { createPushRepository } from './push.repository.js';
import { createPushService } from './push.service.js';
import { generateVapidKeys } from './vapid-keys.js';
import { createWebPushSender } from './web-push.adapter.js';
import { allowlistPolicy } from '../../core/outbound/policy.js';
import { createRateLimitRepository } from '../ratelimit/rate-limit.repository.js';
import { createRateLimitService } from '../ratelimit/rate-limit.service.js';

const LEASE_MS = 1500;
const here = path.dirname(fileURLToPath(import.meta.url));
const at = (file: string) => JSON.stringify(pathToFileURL(path.join(here, file)).href);
/** The worker in its own process: it claims the due notification and starts sending; the test kills it. */
const CHILD = `
  import { openDatabase } from ${at('../../db/client.ts')};
  import { createPushRepository } from ${at('push.repository.ts')};
  import { createPushService } from ${at('push.service.ts')};
  import { createWebPushSender } from ${at('web-push.adapter.ts')};
  import { allowlistPolicy } from ${at('../../core/outbound/policy.ts')};
  import { createRateLimitService } from ${at('../ratelimit/rate-limit.service.ts')};
  import { createRateLimitRepository } from ${at('../ratelimit/rate-limit.repository.ts')};
  const env = process.env;
  const database = await openDatabase({ databaseUrl: env.CRASH_DATABASE_URL || undefined, dataDir: env.CRASH_DATA_DIR });
  const allow = allowlistPolicy([env.CRASH_PUSH_ORIGIN]);
  const push = createPushService({
    repo: createPushRepository(database.db),
    send: createWebPushSender({ publicKey: env.CRASH_VAPID_PUBLIC, privateKey: env.CRASH_VAPID_PRIVATE, subject: 'mailto:crash@beatmarket.test' }, { allow }),
    allow,
    limits: createRateLimitService(createRateLimitRepository(database.db)),
    publicUrl: 'http://beatmarket.test',
    log: console,
    leaseMs: Number(env.CRASH_LEASE_MS),
  });
  await push.worker.runOne();
`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bm-push-crash-'));
let child: ChildProcess | undefined;
let dropDatabase = async () => {};
afterAll(async () => {
  child?.kill('SIGKILL');
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A database of its own that a second process can open: a PostgreSQL copy of the template, or PGlite on disk. */
async function sharedDatabase(): Promise<{ url: string | undefined; open(): Promise<Database> }> {
  if (inject('dbKind') === 'pglite') {
    const first = await openDatabase({ dataDir });
    await first.migrate();
    await first.close();
    return { url: undefined, open: () => openDatabase({ dataDir }) };
  }
  const admin = inject('pgAdminUrl');
  const name = `bm_crash_${randomBytes(4).toString('hex')}`;
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
  return { url: url.toString(), open: () => openDatabase({ databaseUrl: url.toString(), dataDir }) };
}

describe('a push worker killed with SIGKILL mid-send', () => {
  it('is taken over after its lease; every browser gets the notification at most once', async () => {
    const push = await startLocalPushService();
    const keys = generateVapidKeys();
    const shared = await sharedDatabase();
    let db = await shared.open();
    const browsers = Array.from({ length: 12 }, (_, i) => `fan-${i}`);
    const [user] = await db.db
      .insert(users)
      .values({ email: `crash-${Date.now()}@example.com`, firstName: 'Crash', lastName: 'Test' })
      .returning();
    const repo = createPushRepository(db.db);
    for (const b of browsers) {
      const s = push.subscribe(b);
      const sub = { endpoint: s.endpoint, publicKey: s.public_key, authToken: s.auth_token, encoding: s.encoding };
      await repo.saveSubscription(user!.id, sub, browsers.length);
    }
    const n = await repo.insertNotification({ title: 'Crash', body: 'At most once', availableAt: new Date() });
    expect(await repo.schedule(n.id)).not.toBeNull();
    // The child must have the database to itself on PGlite (one process per data directory).
    if (inject('dbKind') === 'pglite') await db.close();

    // The third browser's push service never answers: the child hangs there, holding its lease.
    let stuck = false;
    push.holdWith((b) => (b === 'fan-2' ? ((stuck = true), new Promise<void>(() => {})) : Promise.resolve()));
    child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD], {
      env: {
        ...process.env,
        CRASH_DATABASE_URL: shared.url ?? '',
        CRASH_DATA_DIR: dataDir,
        CRASH_VAPID_PUBLIC: keys.publicKey,
        CRASH_VAPID_PRIVATE: keys.privateKey,
        CRASH_LEASE_MS: String(LEASE_MS),
        CRASH_PUSH_ORIGIN: push.origin,
      },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    await until(() => stuck && push.received.length === 7, 60_000);
    child.kill('SIGKILL');
    await exited;
    push.holdWith(null);

    // Another worker starts after the lease ran out and finishes the job.
    if (inject('dbKind') === 'pglite') db = await shared.open();
    await new Promise((r) => setTimeout(r, LEASE_MS));
    const allow = allowlistPolicy([push.origin]);
    const worker = createPushService({
      repo: createPushRepository(db.db),
      send: createWebPushSender({ ...keys, subject: 'mailto:crash@beatmarket.test' }, { allow }),
      allow,
      limits: createRateLimitService(createRateLimitRepository(db.db)),
      publicUrl: 'http://beatmarket.test',
      log: { warn: () => {}, error: () => {} },
      leaseMs: LEASE_MS,
    });
    expect(await worker.worker.runOne()).toBe(true);

    const got = push.received.map((r) => r.browser);
    expect(new Set(got).size).toBe(got.length);
    expect(got.sort()).toEqual(browsers.filter((b) => b !== 'fan-2').sort());
    const rows = await db.db.select().from(pushDeliveries).where(eq(pushDeliveries.notificationId, n.id));
    expect(rows).toHaveLength(12);
    // Pushes the dead worker had started are never sent again: counted failed ("interrupted"), whether
    // they arrived (it died before recording the answer) or not (fan-2's, whose answer never came).
    const interrupted = rows.filter((r) => r.status === 'failed');
    expect(interrupted.every((r) => r.error === 'interrupted: the sending process stopped')).toBe(true);
    expect(interrupted.length).toBeGreaterThanOrEqual(1);
    expect(rows.filter((r) => r.status === 'sent').length + interrupted.length).toBe(12);
    // The 4 browsers the dead worker never reached were all sent by the one that took over.
    expect(rows.filter((r) => r.status === 'sent').length).toBeGreaterThanOrEqual(4);
    const [after] = await db.db.select().from(notifications).where(eq(notifications.id, n.id));
    expect(after!.status).toBe('sent');
    await db.close();
    await push.close();
  }, 120_000);
});

async function until(check: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}
