import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { SupportingData } from '@beatmarket/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { Client, clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'admin'>>>;
const BOOT = '/private-api/supporting-data';
const code = (res: { body: { response_data?: { code: string } } }) => res.body.response_data?.code;

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.9.33', ['admin']);
});
afterAll(() => t.close());

/** A browser that has been here: its CSRF cookie comes along. */
async function visitor(app: FastifyInstance = t.app) {
  const first = await app.inject({ url: BOOT });
  const cookie = first.cookies.map((k) => `${k.name}=${k.value}`).join('; ');
  return { cookie, etag: String(first.headers.etag) };
}

describe('the boot call is prepared, with an ETag', () => {
  it('names its content with a weak ETag, the same for two requests, and says how it may be cached', async () => {
    const { cookie } = await visitor();
    const a = await t.app.inject({ url: BOOT, headers: { cookie } });
    const b = await t.app.inject({ url: BOOT, headers: { cookie } });
    expect(a.headers.etag).toMatch(/^W\/"[\w-]+\.[\w-]+"$/);
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(a.headers['cache-control']).toBe('private, no-cache');
    expect(String(a.headers.vary)).toMatch(/cookie/i);
    expect(a.headers['content-type']).toMatch(/^application\/json/);
    const [x, y] = [a.json(), b.json()];
    expect(x.data).toEqual(y.data);
    // The envelope as before, with a token of its own in each answer.
    expect(Object.keys(x)).toEqual(['data', 'meta']);
    expect(x.meta.csrf).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(x.meta.csrf).not.toBe(y.meta.csrf);
  });

  it('answers 304 with no body when the browser has this content, keeping the caching headers', async () => {
    const { cookie, etag } = await visitor();
    for (const inm of [etag, `W/"other", ${etag}`, etag.replace(/^W\//, '')]) {
      const res = await t.app.inject({ url: BOOT, headers: { cookie, 'if-none-match': inm, 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(String(res.headers.vary)).toMatch(/cookie/i);
    }
    const other = await t.app.inject({ url: BOOT, headers: { cookie, 'if-none-match': 'W/"other"' } });
    expect(other.statusCode).toBe(200);
  });

  it('gives the full body when the cached token would not hold: no CSRF cookie, or a session that ended', async () => {
    const { cookie, etag } = await visitor();
    const bare = await t.app.inject({ url: BOOT, headers: { 'if-none-match': etag } });
    expect(bare.statusCode).toBe(200);
    expect(bare.json().meta.csrf).toBeTruthy();
    const expired = await t.app.inject({
      url: BOOT,
      headers: { cookie: `${cookie}; bm_sid=gone`, 'if-none-match': etag },
    });
    expect(expired.statusCode).toBe(200);
  });

  it("never answers 304 for a body kept from other cookies: after a login the token must be the new session's", async () => {
    const browser = new Client(t.app, '10.9.33.52');
    const jar = () => [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    await browser.get(BOOT);
    const before = await t.app.inject({ url: BOOT, headers: { cookie: jar() } });
    await browser.login('admin@beatmarket.test');
    const after = await t.app.inject({
      url: BOOT,
      headers: { cookie: jar(), 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    browser.csrf = after.json().meta.csrf;
    expect((await browser.post('/private-api/settings', {})).status).toBe(200);
  });

  it('compresses the prepared bytes like any JSON answer', async () => {
    const res = await t.app.inject({ url: BOOT, headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/cookie.*accept-encoding/i);
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
    expect(body.data.app_version).toBeTruthy();
  });

  it('changes its ETag and body once an administrator saves a setting', async () => {
    const { cookie, etag } = await visitor();
    expect((await c.admin.post('/private-api/settings', { tagline: 'Tagged anew' })).status).toBe(200);
    const res = await t.app.inject({ url: BOOT, headers: { cookie, 'if-none-match': etag } });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).not.toBe(etag);
    expect(res.json<{ data: SupportingData }>().data.tagline).toBe('Tagged anew');
  });
});

describe("the boot body's CSRF token", () => {
  it('is accepted by a following POST of the session it was issued in, and another token is not', async () => {
    const admin = new Client(t.app, '10.9.33.50');
    await admin.login('admin@beatmarket.test');
    admin.csrf = '';
    await admin.get(BOOT);
    expect(admin.csrf).toBeTruthy();
    expect((await admin.post('/private-api/settings', {})).status).toBe(200);
    admin.csrf = `${admin.csrf.split('.')[0]}.forged`;
    expect(code(await admin.post('/private-api/settings', {}))).toBe('csrf_invalid');
  });

  it("is bound to a visitor's pre-session cookie: their login call passes the CSRF check", async () => {
    const guest = new Client(t.app, '10.9.33.51');
    await guest.get(BOOT);
    expect(guest.cookies.get('bm_csrf')).toBeTruthy();
    expect((await guest.login('admin@beatmarket.test')).status).toBe(200);
  });
});

describe('every process names the same settings alike', () => {
  it('a second app on the same database (after a save here) gives the same ETag and data', async () => {
    const second = await buildApp(t.config, t.database, { logger: false });
    try {
      const { cookie } = await visitor();
      const mine = await t.app.inject({ url: BOOT, headers: { cookie } });
      const theirs = await second.inject({ url: BOOT, headers: { cookie } });
      expect(theirs.headers.etag).toBe(mine.headers.etag);
      expect(theirs.json().data).toEqual(mine.json().data);
    } finally {
      await second.close();
    }
  });
});
