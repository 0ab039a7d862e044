import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, DEMO_LOGINS, type Res, type TestContext } from '../../test/helpers.js';
import { registeredRoutes } from '../../test/route-table.js';
import {
  EXEMPT_ROUTES,
  LIMIT_KINDS,
  LIMITED_ROUTES,
  limitKindOf,
  notLimitedBecause,
  SERVICE_LIMITED,
  type LimitKind,
} from './route-limits.js';

/**
 * Issue 31 (decision 0076): every call that creates something or checks a secret is limited per account
 * and per client, with 429, Retry-After and the wait. The limits are the product's (RATE_LIMIT_SCALE
 * unset); TRUST_PROXY is unset, so a client's own X-Forwarded-For changes nothing.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ MEDIA_WORKER: '0' });
}, 120_000);
afterAll(() => t.close());

const MUTATING = /^(POST|PUT|PATCH|DELETE) /;
const generic = (route: string) => route.replace(/^(\w+ \/private-api\/)[a-z_]+\//, '$1:entity/');

describe('the route limit registry', () => {
  it('limits every route that changes something, or names why not', () => {
    const routes = registeredRoutes(t.app).filter((r) => MUTATING.test(r));
    expect(routes.length).toBeGreaterThan(150);
    const unaccounted = routes.filter((r) => !limitKindOf(r) && !notLimitedBecause(r));
    expect(
      unaccounted,
      `Routes neither limited nor exempt (add them to LIMITED_ROUTES or EXEMPT_ROUTES in apps/server/src/http/route-limits.ts): ${unaccounted.join(', ')}`,
    ).toEqual([]);
    const twice = routes.filter((r) => LIMITED_ROUTES[r] && (EXEMPT_ROUTES[r] || SERVICE_LIMITED[r]));
    expect(twice).toEqual([]);
    for (const reason of [...Object.values(EXEMPT_ROUTES), ...Object.values(SERVICE_LIMITED)])
      expect(reason.length).toBeGreaterThan(15);
  });

  it('names no route the server does not register', () => {
    const all = registeredRoutes(t.app);
    const known = new Set([...all, ...all.map(generic)]);
    const stale = [LIMITED_ROUTES, EXEMPT_ROUTES, SERVICE_LIMITED]
      .flatMap((m) => Object.keys(m))
      .filter((k) => !known.has(k));
    expect(stale).toEqual([]);
  });

  it('limits the calls the issue names: promo codes, comments, reprocessing, exports', () => {
    expect(limitKindOf('POST /private-api/coupon/rebate/:code')).toBe('secret');
    expect(limitKindOf('POST /private-api/comment/create')).toBe('comment');
    expect(limitKindOf('POST /private-api/beat/:id/reprocess')).toBe('reprocess');
    // Saving a list's page size is a tap, not one of the 120 new records an hour.
    expect(limitKindOf('POST /private-api/user_preference/create')).toBe('tap');
    for (const entity of t.app.services.entities.names()) {
      expect(limitKindOf(`GET /private-api/${entity}/export`), entity).toBe('export');
      expect(limitKindOf(`POST /private-api/${entity}/create`), entity).toMatch(
        entity === 'user_preference' ? /^tap$/ : /^(create|comment)$/,
      );
    }
  });
});

let serial = 0;
/** A client of its own address; logged in as `who` when given. */
async function client(
  who?: keyof typeof DEMO_LOGINS,
  ip = `10.233.${Math.floor(serial / 200)}.${(serial++ % 200) + 1}`,
) {
  const c = new Client(t.app, ip);
  if (who) expect((await c.login(DEMO_LOGINS[who])).status).toBe(200);
  return c;
}
type Call = (c: Client, i: number) => Promise<Res>;
const PROBES: Record<LimitKind, { who: keyof typeof DEMO_LOGINS; other: keyof typeof DEMO_LOGINS; call: Call }> = {
  secret: { who: 'buyer', other: 'producer2', call: (c, i) => c.post(`/private-api/coupon/rebate/NOPE${i}`) },
  create: { who: 'admin', other: 'producer', call: (c) => c.post('/private-api/license/create', {}) },
  comment: { who: 'buyer', other: 'producer2', call: (c) => c.post('/private-api/comment/create', {}) },
  mail: { who: 'admin', other: 'buyer', call: (c) => c.post('/private-api/user/invite', {}) },
  payment: { who: 'buyer', other: 'producer2', call: (c) => c.post('/private-api/cart/order', {}) },
  reprocess: { who: 'producer', other: 'producer2', call: (c) => c.post('/private-api/beat/999999/reprocess') },
  export: { who: 'admin', other: 'buyer', call: (c) => c.get('/private-api/license/export') },
  tap: { who: 'buyer', other: 'producer2', call: (c) => c.post('/private-api/beat/999999/rate', {}) },
  lookup: { who: 'producer', other: 'producer2', call: (c) => c.post('/private-api/beat/999999/collaborators', {}) },
  listen: { who: 'buyer', other: 'producer2', call: (c) => c.post('/private-api/beat/sounds_like', {}) },
};

function expectTooMany(res: Res, what: string) {
  expect(res.status).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.body.response_data?.error).toMatch(
    new RegExp(`^Too many ${what}\\. Please try again in \\d+ minutes?\\.$`),
  );
}

describe('each kind of limited call answers 429 after its limit', () => {
  it.each(Object.keys(PROBES) as LimitKind[])(
    '%s: per account, with Retry-After and the wait',
    async (kind) => {
      const { who, other, call } = PROBES[kind];
      const limit = LIMIT_KINDS[kind];
      const c = await client(who);
      for (let i = 0; i < limit.perAccount.max; i++) expect((await call(c, i)).status, `call ${i + 1}`).not.toBe(429);
      expectTooMany(await call(c, limit.perAccount.max), limit.what);
      // Another account on the same address is not refused: the account's window is full, not the address's.
      const neighbour = new Client(t.app, c.ip);
      await neighbour.login(DEMO_LOGINS[other]);
      expect((await call(neighbour, 0)).status).not.toBe(429);
    },
    120_000,
  );

  it.each(Object.keys(PROBES) as LimitKind[])(
    '%s: per client address, whatever X-Forwarded-For says',
    async (kind) => {
      const { call } = PROBES[kind];
      const limit = LIMIT_KINDS[kind];
      const visitor = await client();
      for (let i = 0; i < limit.perIp.max; i++) expect((await call(visitor, i)).status, `call ${i + 1}`).not.toBe(429);
      expectTooMany(await call(visitor, limit.perIp.max), limit.what);
      // TRUST_PROXY unset: a header the client writes itself does not make it another client.
      const spoofed = await visitor.request({
        method: kind === 'export' ? 'GET' : 'POST',
        url: kind === 'export' ? '/private-api/license/export' : '/private-api/coupon/rebate/X',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      if (kind === 'export' || kind === 'secret') expect(spoofed.status).toBe(429);
      // Another address is served.
      expect((await call(await client(), 0)).status).not.toBe(429);
    },
    180_000,
  );
});
