import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePassword } from '@beatmarket/shared';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { beats, mailOutbox, users } from '../db/schema/index.js';
import { createDownloadTokens } from '../modules/media/download-token.js';
import { seedDemo } from '../seed/seed.js';
import { openTestDatabase } from '../../test/database.js';
import { Client, TEST_SECRET } from '../../test/helpers.js';
import { redactUrl } from './logging.js';

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(chunk.toString());
    done();
  },
});
/** Everything logged while `run` ran. */
async function logOf(run: () => Promise<unknown>): Promise<string> {
  const from = lines.length;
  await run();
  await new Promise((r) => setImmediate(r));
  return lines.slice(from).join('');
}

const ARGON2_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$ZmFrZWhhc2hmYWtlaGFzaGZha2VoYXNoZmFrZWhhc2g';
let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '.tmp/test-data',
    APP_SECRET: TEST_SECRET,
    LOG_LEVEL: 'info',
    PUBLIC_URL: 'http://beatmarket.test',
  });
  app = await buildApp(config, database, { logStream: capture });
  // A query the database refuses, with an email and a password hash among its parameters.
  // A warning about a request, with its address, as the server render logs a skipped render.
  app.get('/test/logs-url', async (req) => {
    req.log.warn({ url: req.url }, 'render skipped');
    return {};
  });
  app.get('/test/failing-query', async () => {
    await database.db
      .insert(users)
      .values({ email: 'buyer@beatmarket.test', passwordHash: ARGON2_HASH, firstName: 'Dup', lastName: 'Licate' });
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('logs hold no secrets', () => {
  it('a login: no email, password, session id or CSRF token', async () => {
    const c = new Client(app, '10.80.0.1');
    const log = await logOf(() => c.login('buyer@beatmarket.test'));
    expect(log).toContain('"url":"/private-api/login"');
    expect(c.cookies.get('bm_sid')).toBeTruthy();
    for (const secret of [
      'buyer@beatmarket.test',
      encodePassword('beatmarket'),
      c.cookies.get('bm_sid')!,
      c.cookies.get('bm_csrf')!,
      c.csrf,
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('a password reset: the mailed link and the reset call leave neither the token nor the email', async () => {
    const c = new Client(app, '10.80.0.2');
    const email = 'producer2@beatmarket.test';
    let log = await logOf(() => c.post('/private-api/password/email', { email }));
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const link = /https?:\/\/\S+/.exec(mail!.text)![0];
    const token = new URL(link).searchParams.get('password-reset')!;
    expect(token.length).toBeGreaterThan(15);
    log += await logOf(async () => {
      await c.request({ method: 'GET', url: link.replace('http://beatmarket.test', '') });
      await c.post('/private-api/password/reset', {
        token,
        email,
        password: encodePassword('n3w&password'),
        password_confirmation: encodePassword('n3w&password'),
      });
    });
    expect(log).toContain('password-reset=[redacted]');
    for (const secret of [token, email, encodeURIComponent(email), encodePassword('n3w&password')])
      expect(log).not.toContain(secret);
  });

  it('a download, a share page and an invitation: no token in the request log', async () => {
    const c = new Client(app, '10.80.0.3');
    await c.login('buyer@beatmarket.test');
    const download = createDownloadTokens(TEST_SECRET).sign({
      key: 'private/untagged/1-abc.mp3',
      filename: 'beat.mp3',
      userId: null,
      exp: Date.now() + 60_000,
    });
    const [beat] = await database.db.select({ token: beats.token }).from(beats).limit(1);
    const invitation = 'inv1tat10nT0kenAbcdefghijklmnopqrstuvwxyz';
    const log = await logOf(async () => {
      await c.get(`/download/${download}`);
      await c.get(`/private-api/dt/${beat!.token}`);
      await c.get(`/private-api/dt/${beat!.token}/mp3`);
      await c.get(`/private-api/user/invitation/${invitation}`);
    });
    expect(log).toContain('"url":"/download/[redacted]"');
    expect(log).toContain('"url":"/private-api/dt/[redacted]/mp3"');
    for (const secret of [download, beat!.token, invitation]) expect(log).not.toContain(secret);
  });

  it("a log line's own url (a slow render given up on a mailed link) leaves out the token and the email", async () => {
    const log = await logOf(() =>
      app.inject({ url: '/test/logs-url?password-reset=SeCrEtToKeN123&email=producer2%40beatmarket.test' }),
    );
    expect(log).toContain('render skipped');
    expect(log).toContain('password-reset=[redacted]');
    expect(log).not.toContain('SeCrEtToKeN123');
    expect(log).not.toContain('producer2');
  });

  it("a failed query: logged with its SQL, not its parameters or the database's quote of them", async () => {
    const log = await logOf(() => app.inject({ url: '/test/failing-query' }));
    expect(log).toContain('Failed query: insert into \\"users\\"');
    expect(log).toContain('params: [redacted]');
    expect(log).not.toContain('buyer@beatmarket.test');
    expect(log).not.toContain(ARGON2_HASH);
    expect(log).not.toContain('c2FsdHNhbHRzYWx0');
  });
});

describe('redactUrl', () => {
  it('keeps ordinary addresses and cuts tokens from paths and secret parameters', () => {
    expect(redactUrl('/private-api/beat/records?q=hip+hop&page=2')).toBe('/private-api/beat/records?q=hip+hop&page=2');
    expect(redactUrl('/?invitation=abc&x=1')).toBe('/?invitation=[redacted]&x=1');
    expect(redactUrl('/?confirm-signup=abc')).toBe('/?confirm-signup=[redacted]');
    expect(redactUrl('/?email-change=abc')).toBe('/?email-change=[redacted]');
    expect(redactUrl('/oauth/acme/callback?code=abc&state=def')).toBe(
      '/oauth/acme/callback?code=[redacted]&state=[redacted]',
    );
    expect(redactUrl('/verify/LIC-1234')).toBe('/verify/[redacted]');
    expect(redactUrl(`/some/${'a'.repeat(40)}/x`)).toBe('/some/[redacted]/x');
  });
});
