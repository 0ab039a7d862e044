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
    const res = await c.post(
      '/private-api/login',
      { email: 'buyer@beatmarket.test', password: 'beatmarket' },
      { csrf: false },
    );
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
  it('locks the guessing client out, not the owner: another network solves a captcha, a known browser walks in', async () => {
    // The owner logged in from this browser before: it holds the signed device cookie.
    const ownerBrowser = new Client(ctx.app, '10.6.9.9');
    expect((await ownerBrowser.login('producer@beatmarket.test')).status).toBe(200);
    await ownerBrowser.post('/private-api/logout');

    const attacker = new Client(ctx.app, '10.6.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await attacker.post('/private-api/login', {
        email: 'producer@beatmarket.test',
        password: 'wrong-' + i,
        recaptcha: await attacker.solveCaptcha(),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Even the right password: this client is locked, with a clear message and Retry-After.
    const locked = await attacker.post('/private-api/login', {
      email: 'producer@beatmarket.test',
      password: 'beatmarket',
      recaptcha: await attacker.solveCaptcha(),
    });
    expect(locked.status).toBe(429);
    expect(locked.body.response_data?.error).toMatch(/Too many attempts\. Please try again in \d+ minutes?\./);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    // The owner from another network: a captcha is asked (failures were seen on the account), then it logs in.
    const elsewhere = new Client(ctx.app, '10.6.1.1');
    const noCaptcha = await elsewhere.login('producer@beatmarket.test');
    expect(noCaptcha.status).toBe(422);
    expect(noCaptcha.body.response_data).toMatchObject({ code: 'captcha_failed', topic_id: 'recaptcha' });
    const solved = await elsewhere.post('/private-api/login', {
      email: 'producer@beatmarket.test',
      password: 'beatmarket',
      recaptcha: await elsewhere.solveCaptcha(),
    });
    expect(solved.status).toBe(200);

    // The owner's own browser, even behind the attacker's address: no captcha, no lock.
    ownerBrowser.ip = '10.6.0.1';
    expect((await ownerBrowser.login('producer@beatmarket.test')).status).toBe(200);
  });

  it('the lock grows with each further failure, and a forged device cookie is just an unknown client', async () => {
    const attacker = new Client(ctx.app, '10.6.2.1');
    attacker.cookies.set('bm_device', 'eyJkIjoieCIsImEiOlsxLDIsMyw0XX0.forged');
    const fail = () =>
      attacker.post('/private-api/login', { email: 'producer2@beatmarket.test', password: 'nope', recaptcha: 'x' });
    for (let i = 0; i < 3; i++) expect((await fail()).status).toBe(401);
    // Three failures on the account: unknown clients must now solve the captcha.
    expect((await fail()).status).toBe(422);
    const guess = async () =>
      attacker.post('/private-api/login', {
        email: 'producer2@beatmarket.test',
        password: 'nope',
        recaptcha: await attacker.solveCaptcha(),
      });
    expect((await guess()).status).toBe(401);
    expect((await guess()).status).toBe(401);
    const first = await guess();
    expect(first.status).toBe(429);
    const firstWait = Number(first.headers['retry-after']);
    expect(firstWait).toBeLessThanOrEqual(60);
    // The lock ran out; one more failure locks for twice as long.
    await ctx.database.db.execute(
      `update rate_limits set reset_at = now() where key like 'login:lock:producer2@beatmarket.test:%'` as never,
    );
    expect((await guess()).status).toBe(401);
    const second = await guess();
    expect(second.status).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(120);
  });

  it('limits one IP spraying many accounts', async () => {
    const c = new Client(ctx.app, '10.7.0.1');
    // Successful logins from one address (an office, the journeys) never count against it.
    for (let i = 0; i < 35; i++)
      expect((await new Client(ctx.app, '10.7.0.1').login('buyer@beatmarket.test')).status).toBe(200);
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
      first_name: 'Bot',
      last_name: 'Net',
      email: `bot${i}@example.com`,
      password: encodePassword('password1'),
      recaptcha: 'forged',
    });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await c.post('/private-api/signup', body(i))).status);
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
