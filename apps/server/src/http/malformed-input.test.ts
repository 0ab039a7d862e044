import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from '../../test/helpers.js';

let ctx: TestContext;
let admin: Client;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = new Client(ctx.app, '10.30.0.1');
  await admin.login('admin@beatmarket.test');
});
afterAll(() => ctx.close());

/** Every route the API serves; the test below checks the list against the router itself. */
const ROUTES: [method: 'GET' | 'POST' | 'DELETE', url: string][] = [
  ['GET', '/private-api/supporting-data'],
  ['GET', '/private-api/captcha/challenge'],
  ['GET', '/private-api/profile'],
  ['POST', '/private-api/login'],
  ['POST', '/private-api/logout'],
  ['POST', '/private-api/signup'],
  ['POST', '/private-api/password/email'],
  ['POST', '/private-api/password/reset'],
  ['GET', '/private-api/account'],
  ['POST', '/private-api/account/name'],
  ['POST', '/private-api/account/news'],
  ['POST', '/private-api/account/password'],
  ['POST', '/private-api/account/password/link'],
  ['POST', '/private-api/account/email'],
  ['POST', '/private-api/account/email/confirm'],
  ['POST', '/private-api/account/delete'],
  ['POST', '/private-api/contact-us'],
  ['GET', '/private-api/autosuggest/producer'],
  ['POST', '/private-api/autosuggest/producer'],
  ['GET', '/private-api/user/invitation/abc'],
  ['POST', '/private-api/user/re-invite'],
  ['POST', '/private-api/user/invite'],
  ['GET', '/private-api/user/records'],
  ['POST', '/private-api/user/create'],
  ['GET', '/private-api/user/1'],
  ['DELETE', '/private-api/user/1'],
  ['POST', '/private-api/user/1/restore'],
  ['POST', '/private-api/user/1/save'],
  ['POST', '/private-api/user/1/stat/played'],
  ['GET', '/private-api/dashboard/beats'],
  ['POST', '/private-api/uploads'],
  ['POST', '/private-api/uploads/1/complete'],
  ['GET', '/private-api/beat/1/private_url'],
  ['GET', '/private-api/beat/1/attachments'],
  ['POST', '/private-api/beat/1/reprocess'],
  ['DELETE', '/private-api/attachment/1'],
  ['GET', '/private-api/dt/abc'],
  ['GET', '/private-api/dt/abc/mp3'],
  ['GET', '/private-api/profile/voice-tag'],
  ['GET', '/private-api/cart'],
  ['POST', '/private-api/cart/upsert/1'],
  ['DELETE', '/private-api/cart/remove/1'],
  ['GET', '/private-api/coupon/rebate/abc'],
  ['DELETE', '/private-api/coupon/rebate'],
  ['POST', '/private-api/cart/order'],
  ['GET', '/private-api/orders/mine'],
  ['GET', '/private-api/order/1'],
  ['POST', '/private-api/order/1/refund'],
  ['GET', '/private-api/order/1/license/1/pdf'],
  ['GET', '/private-api/license/verify/abc'],
];

const BAD_BODIES: [label: string, payload: string, contentType: string][] = [
  ['malformed JSON', '{"email": ', 'application/json'],
  ['JSON array', '[1,2,3]', 'application/json'],
  ['JSON string', '"hello"', 'application/json'],
  ['wrong types', JSON.stringify({ email: 42, password: [], first_name: {}, field: 7, value: null, token: 1, news: 'yes', role: 'x' }), 'application/json'],
  ['unsupported content type', 'email=a', 'text/xml'],
  ['oversized body', JSON.stringify({ email: 'x'.repeat(1_100_000) }), 'application/json'],
];

describe('malformed input never gives a 500', () => {
  it.each(ROUTES.filter(([m]) => m !== 'GET'))('%s %s answers 4xx to every bad body', async (method, url) => {
    for (const [label, payload, contentType] of BAD_BODIES) {
      const res = await admin.request({ method, url, payload, headers: { 'content-type': contentType } });
      if (res.status < 400) {
        // Calls that ignore their body (logout, delete, restore) or whose fields are all optional (a cart
        // line defaults its licence) may succeed; they must never crash.
        expect(['/private-api/logout', '/private-api/account/password/link', '/private-api/user/1', '/private-api/user/1/restore', '/private-api/cart/remove/1', '/private-api/cart/upsert/1', '/private-api/coupon/rebate'], `${label} ${url}`).toContain(url);
        if (url === '/private-api/logout') await admin.login('admin@beatmarket.test');
        continue;
      }
      expect(res.status, `${label} → ${url}`).toBeLessThan(500);
      expect(res.body.response_data?.error, `${label} → ${url}`).toBeTruthy();
    }
  });

  it.each([
    ['unknown entity', 'GET', '/private-api/nothing/records', 404],
    ['entity name with symbols', 'GET', '/private-api/us%20er/records', 422],
    ['non-numeric id', 'GET', '/private-api/user/abc', 422],
    ['unknown record action', 'POST', '/private-api/user/1/nothing', 404],
    ['negative id', 'GET', '/private-api/user/-4', 422],
    ['huge id', 'GET', '/private-api/user/99999999999999', 422],
    ['unknown record', 'GET', '/private-api/user/424242', 404],
    ['unknown route', 'GET', '/private-api/no/such/route/here', 404],
    ['bad query types', 'GET', '/private-api/user/records?page=abc&per_page=x', 422],
    ['overlong search', 'GET', `/private-api/user/records?search=${'a'.repeat(500)}`, 422],
    ['unknown entity create', 'POST', '/private-api/nothing/create', 404],
    ['unknown save field', 'POST', '/private-api/user/1/save', 403],
  ] as const)('%s: %s %s → %i', async (_label, method, url, status) => {
    const res = await admin.request({ method, url, payload: method === 'POST' ? { field: 'password_hash', value: 'x' } : undefined });
    expect(res.status).toBe(status);
    expect(res.body.response_data?.code).toBeTruthy();
  });

  it('the table above covers every API route the router knows', () => {
    const known = ctx.app.routeList.filter((r) => r.includes('/private-api/') && !r.includes('/:entity'));
    expect(known.length).toBeGreaterThan(5);
    const tabled = new Set(ROUTES.map(([m, u]) => `${m} ${u}`));
    const generic = ['/records', '/create', '/1', '/1/restore', '/1/save', '/1/stat/played', '/re-invite', '/invite'];
    for (const route of known) {
      const [method, path] = route.split(' ') as [string, string];
      const example = path.replace(/\(\^.*?\$\)/, '').replace(':token', 'abc').replace(':context', 'producer').replace(':id', '1').replace(':format', 'mp3').replace(':beat_id', '1').replace(':item', '1').replace(':code', 'abc');
      expect(tabled.has(`${method} ${example}`), route).toBe(true);
    }
    for (const suffix of generic) expect([...tabled].some((t) => t.endsWith(`/user${suffix}`)), suffix).toBe(true);
  });
});
