import { encodePassword } from '@beatmarket/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('CSRF', () => {
  it('refuses a state-changing call without the token, changing nothing', async () => {
    const c = new Client(ctx.app, '10.5.0.1');
    await c.get('/private-api/supporting-data');
    const res = await c.post('/private-api/login', { email: 'buyer@beatmarket.test', password: 'beatmarket' }, { csrf: false });
    expect(res.status).toBe(403);
    expect(res.body.response_data?.code).toBe('csrf_invalid');
    expect(c.cookies.has('bm_sid')).toBe(false);
  });

  it('refuses a token minted for another browser', async () => {
    const a = new Client(ctx.app, '10.5.0.2');
    const b = new Client(ctx.app, '10.5.0.2');
    await a.get('/private-api/supporting-data');
    await b.get('/private-api/supporting-data');
    b.csrf = a.csrf;
    expect((await b.login('buyer@beatmarket.test')).status).toBe(403);
    a.csrf = a.csrf.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'));
    expect((await a.login('buyer@beatmarket.test')).status).toBe(403);
  });

  it('sends a fresh token in meta on every response and rotates the secret at login', async () => {
    const c = new Client(ctx.app, '10.5.0.3');
    const t1 = (await c.get('/private-api/supporting-data')).body.meta.csrf;
    const t2 = (await c.get('/private-api/profile')).body.meta.csrf;
    expect(t1).toBeTruthy();
    expect(t2).not.toBe(t1);
    const before = c.cookies.get('bm_csrf');
    await c.login('buyer@beatmarket.test');
    expect(c.cookies.get('bm_csrf')).not.toBe(before);
    expect((await c.post('/private-api/logout')).status).toBe(200);
  });
});

describe('rate limiting', () => {
  it('locks an account after repeated failures with a 429 and a clear message', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const c = new Client(ctx.app, `10.6.0.${i + 1}`);
      statuses.push((await c.login('producer@beatmarket.test', 'wrong-' + i)).status);
    }
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
    const locked = await new Client(ctx.app, '10.6.1.1').login('producer@beatmarket.test');
    expect(locked.status).toBe(429);
    expect(locked.body.response_data?.error).toMatch(/Too many attempts\. Please try again in \d+ minutes?\./);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('limits one IP spraying many accounts', async () => {
    const c = new Client(ctx.app, '10.7.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await c.login(`spray${i}@example.com`, 'x')).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another IP is unaffected.
    expect((await new Client(ctx.app, '10.7.0.2').login('buyer@beatmarket.test')).status).toBe(200);
  });

  it('limits password-reset requests per account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const c = new Client(ctx.app, `10.8.0.${i + 1}`);
      statuses.push((await c.post('/private-api/password/email', { email: 'buyer@beatmarket.test' })).status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(statuses[8]).toBe(429);
  });

  it('counts signups per IP', async () => {
    const c = new Client(ctx.app, '10.8.9.9');
    const body = (i: number) => ({
      first_name: 'Bot', last_name: 'Net', email: `bot${i}@example.com`, password: encodePassword('password1'), recaptcha: 'forged',
    });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await c.post('/private-api/signup', body(i))).status);
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
