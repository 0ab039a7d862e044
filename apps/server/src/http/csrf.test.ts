import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from '../../test/helpers.js';

let http: TestContext;
let https: TestContext;
beforeAll(async () => {
  http = await createTestContext();
  https = await createTestContext({ PUBLIC_URL: 'https://beatmarket.example' });
});
afterAll(async () => {
  await http.close();
  await https.close();
});

/** A call that needs a producer and passes the CSRF check only to fail validation (422), changing nothing. */
const probe = (c: Client) => c.post('/private-api/uploads', {});
const code = (res: { body: { response_data?: { code: string } } }) => res.body.response_data?.code;

describe('CSRF tokens are bound to the session', () => {
  it("a token works only with the session it was issued in, whoever's pre-session cookie comes along", async () => {
    const victim = new Client(http.app, '10.70.0.1');
    const attacker = new Client(http.app, '10.70.0.2');
    await victim.login('producer@beatmarket.test');
    await attacker.login('producer2@beatmarket.test');
    expect(code(await probe(victim))).toBe('validation_failed');

    // A planted pre-session cookie with its token (cookie tossing from a sibling host) rides on the victim's session.
    const tossed = new Client(http.app, '10.70.0.1');
    tossed.cookies = new Map(victim.cookies);
    tossed.cookies.set('bm_csrf', attacker.cookies.get('bm_csrf')!);
    tossed.csrf = attacker.csrf;
    expect(code(await probe(tossed))).toBe('csrf_invalid');

    // The victim's own token with another session cookie planted beside it.
    const swapped = new Client(http.app, '10.70.0.1');
    swapped.cookies = new Map(victim.cookies);
    swapped.cookies.set('bm_sid', attacker.cookies.get('bm_sid')!);
    swapped.csrf = victim.csrf;
    expect(code(await probe(swapped))).toBe('csrf_invalid');

    // A visitor's token (same browser, before login) does not carry over to the session.
    const visitor = new Client(http.app, '10.70.0.3');
    await visitor.get('/private-api/supporting-data');
    const visitorToken = visitor.csrf;
    expect((await visitor.login('producer@beatmarket.test')).status).toBe(200);
    visitor.csrf = visitorToken;
    expect(code(await probe(visitor))).toBe('csrf_invalid');
  });

  it('the login itself is protected by the pre-session id; logout hands out a visitor token that works', async () => {
    const a = new Client(http.app, '10.70.1.1');
    const b = new Client(http.app, '10.70.1.2');
    await a.get('/private-api/supporting-data');
    await b.get('/private-api/supporting-data');
    b.csrf = a.csrf;
    expect(code(await b.login('buyer@beatmarket.test'))).toBe('csrf_invalid');
    expect(b.cookies.has('bm_sid')).toBe(false);

    expect((await a.login('buyer@beatmarket.test')).status).toBe(200);
    const sessionToken = a.csrf;
    expect((await a.post('/private-api/logout')).status).toBe(200);
    expect(a.cookies.has('bm_sid')).toBe(false);
    expect((await a.login('buyer@beatmarket.test')).status).toBe(200);
    // The token of the session that ended is dead with it.
    a.csrf = sessionToken;
    expect(code(await a.post('/private-api/logout'))).toBe('csrf_invalid');
  });

  it('a session that ended under an open page gets the 401 of a visitor, not a CSRF refusal', async () => {
    // Put back the dead session's cookie and its token, as a tab opened before the logout still has them.
    const stale = new Client(http.app, '10.70.2.1');
    await stale.login('producer@beatmarket.test');
    const sid = stale.cookies.get('bm_sid')!;
    const token = stale.csrf;
    await stale.post('/private-api/logout');
    stale.cookies.set('bm_sid', sid);
    stale.csrf = token;
    const res = await probe(stale);
    expect(res.status).toBe(401);
    expect(code(res)).not.toBe('csrf_invalid');
    // The reply cleared the cookie and carried a visitor token, so the page carries on as a visitor.
    expect(stale.cookies.has('bm_sid')).toBe(false);
    expect((await stale.login('producer@beatmarket.test')).status).toBe(200);
  });
});

describe('cookies on https', () => {
  it('the session and pre-session cookies are __Host- cookies: Secure, path /, no domain', async () => {
    const c = new Client(https.app, '10.70.3.1');
    const res = await https.app.inject({ url: '/private-api/supporting-data' });
    const pre = res.cookies.find((k) => k.name === '__Host-bm_csrf');
    expect(pre).toMatchObject({ secure: true, path: '/', httpOnly: true });
    expect(pre?.domain).toBeUndefined();

    const login = await c.login('buyer@beatmarket.test');
    expect(login.status).toBe(200);
    expect(c.cookies.has('__Host-bm_sid')).toBe(true);
    expect(c.cookies.has('bm_sid')).toBe(false);
    const raw = String((login.headers['set-cookie'] as string[]).find((h) => h.startsWith('__Host-bm_sid=')));
    expect(raw).toMatch(/; Path=\//);
    expect(raw).toMatch(/; Secure/);
    expect(raw).toMatch(/; HttpOnly/);
    expect(raw).not.toMatch(/Domain=/i);
    expect((await c.get<{ email: string }>('/private-api/profile')).body.data.email).toBe('buyer@beatmarket.test');

    // A plain-named cookie (what a sibling host could set) is no session here.
    const planted = new Client(https.app, '10.70.3.2');
    planted.cookies.set('bm_sid', c.cookies.get('__Host-bm_sid')!);
    expect((await planted.get('/private-api/profile')).status).toBe(200);
    expect((await planted.get<{ email?: string } | null>('/private-api/profile')).body.data?.email).toBeUndefined();
  });
});
