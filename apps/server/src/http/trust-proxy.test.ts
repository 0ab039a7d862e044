import { encodePassword } from '@beatmarket/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from '../../test/helpers.js';
import { loadConfig } from '../config.js';
import { parseTrustProxy } from './trust-proxy.js';

/**
 * Behind a load balancer the client's address is the one the balancer appends to X-Forwarded-For.
 * Whatever a client writes in front of it must not move the address every per-IP limit counts.
 */
const LIMITED: { name: string; url: string; max: number; body: (i: number) => unknown }[] = [
  {
    name: 'login failures',
    url: '/private-api/login',
    max: 30,
    body: (i) => ({ email: `nobody-${i}@example.com`, password: encodePassword('wrong password') }),
  },
  {
    name: 'sign-up',
    url: '/private-api/signup',
    max: 30,
    body: (i) => ({
      first_name: 'Spoof',
      last_name: 'Er',
      email: `spoof-${i}@example.com`,
      password: encodePassword('a-long-password'),
      news: false,
      recaptcha: 'not-solved',
    }),
  },
  {
    name: 'password reset',
    url: '/private-api/password/reset',
    max: 30,
    body: () => ({
      token: 'no-such-token',
      email: 'buyer@beatmarket.test',
      password: encodePassword('a-new-password-1'),
      password_confirmation: encodePassword('a-new-password-1'),
    }),
  },
  {
    name: 'contact',
    url: '/private-api/contact-us',
    max: 5,
    body: () => ({ email: 'a@b.co', message: 'spam', recaptcha: 'x' }),
  },
];

/** Sends max + 1 requests whose X-Forwarded-For starts with a new made-up address each time. */
async function statusesWithSpoofedHeader(c: Client, route: (typeof LIMITED)[number], realClient: string) {
  const statuses: number[] = [];
  for (let i = 0; i <= route.max; i++) {
    const res = await c.request({
      method: 'POST',
      url: route.url,
      payload: route.body(i) as Record<string, unknown>,
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}, ${realClient}` },
    });
    statuses.push(res.status);
  }
  return statuses;
}

describe('TRUST_PROXY=1: one load balancer in front', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ TRUST_PROXY: '1' });
  });
  afterAll(() => ctx.close());

  for (const [n, route] of LIMITED.entries()) {
    it(`a spoofed X-Forwarded-For does not reset the per-IP limit of ${route.name}`, async () => {
      // The balancer (10.80.0.1) appends the address it saw: 198.51.100.n.
      const statuses = await statusesWithSpoofedHeader(new Client(ctx.app, '10.80.0.1'), route, `198.51.100.${n + 1}`);
      expect(statuses.slice(0, route.max)).not.toContain(429);
      expect(statuses[route.max]).toBe(429);
    });
  }
});

describe("TRUST_PROXY with the proxies' addresses", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ TRUST_PROXY: '10.81.0.0/16, 10.82.0.7' });
  });
  afterAll(() => ctx.close());

  it('reads the first address from the right that is not a trusted proxy, whatever the client wrote', async () => {
    // Two trusted proxies in a row (10.82.0.7 forwards to the balancer 10.81.0.1).
    const c = new Client(ctx.app, '10.81.0.1');
    const contact = LIMITED.find((r) => r.name === 'contact')!;
    const statuses: number[] = [];
    for (let i = 0; i <= contact.max; i++) {
      const res = await c.request({
        method: 'POST',
        url: contact.url,
        payload: contact.body(i) as Record<string, unknown>,
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}, 198.51.100.50, 10.82.0.7` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, contact.max)).not.toContain(429);
    expect(statuses[contact.max]).toBe(429);
  });

  it('ignores the header of a client that connects directly', async () => {
    const direct = new Client(ctx.app, '192.0.2.9');
    const contact = LIMITED.find((r) => r.name === 'contact')!;
    expect(await statusesWithSpoofedHeader(direct, contact, '198.51.100.60')).toEqual([422, 422, 422, 422, 422, 429]);
  });
});

describe('TRUST_PROXY values', () => {
  const base = { APP_SECRET: 'x'.repeat(32), DATA_DIR: '.tmp/config-test' };
  it('takes a hop count or addresses; 1 and true mean one proxy, never every hop', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.4,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig(base).trustProxy).toBe(false);
  });

  it('stops the start on anything else, naming the variable and the accepted forms', () => {
    for (const bad of ['yes', '11', '-1', '10.0.0.0/33', '10.0.0', 'example.com', '10.0.0.1/8/2', '1.5', '10.0.0.1,'])
      expect(() => loadConfig({ ...base, TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY: must be 0, a number of proxy hops/,
      );
  });
});
