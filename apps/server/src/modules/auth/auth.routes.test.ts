import { encodePassword, type Profile } from '@beatmarket/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const signupBody = async (c: Client, over: Record<string, unknown> = {}) => ({
  first_name: 'Nia',
  last_name: 'Stone',
  email: `nia${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: encodePassword('s3cret pass%word'),
  news: false,
  recaptcha: await c.solveCaptcha(),
  ...over,
});

describe('login and logout', () => {
  it('logs in with the demo password, returns the profile and a new session cookie', async () => {
    const c = new Client(ctx.app);
    const res = await c.login('admin@beatmarket.test');
    expect(res.status).toBe(200);
    const profile = res.body.data as Profile;
    expect(profile).toMatchObject({ email: 'admin@beatmarket.test', role: 3, name: 'Ada Admin', _cart_summary: { count: 0 } });
    expect(c.cookies.get('bm_sid')).toBeTruthy();
    const me = await c.get<Profile>('/private-api/profile');
    expect(me.body.data?.email).toBe('admin@beatmarket.test');
  });

  it('accepts any case of the email', async () => {
    const c = new Client(ctx.app, '10.1.0.1');
    expect((await c.login('Buyer@BeatMarket.test')).status).toBe(200);
  });

  it('refuses a wrong password with the spec texts', async () => {
    const c = new Client(ctx.app, '10.1.0.2');
    const res = await c.login('buyer@beatmarket.test', 'wrong-password');
    expect(res.status).toBe(401);
    expect(res.body.response_data).toMatchObject({ code: 'login_failed', header: 'Authentication Failed!', error: 'Invalid email or password.' });
    expect(c.cookies.has('bm_sid')).toBe(false);
  });

  it('refuses an unknown email with the same answer', async () => {
    const c = new Client(ctx.app, '10.1.0.3');
    const res = await c.login('nobody@beatmarket.test');
    expect(res.status).toBe(401);
    expect(res.body.response_data?.error).toBe('Invalid email or password.');
  });

  it('issues a new session id at login (no fixation) and destroys it at logout', async () => {
    const c = new Client(ctx.app, '10.1.0.4');
    c.cookies.set('bm_sid', 'attacker-chosen-session-id');
    await c.login('buyer@beatmarket.test');
    const sid = c.cookies.get('bm_sid');
    expect(sid).toBeTruthy();
    expect(sid).not.toBe('attacker-chosen-session-id');

    const again = new Client(ctx.app, '10.1.0.4');
    await again.login('buyer@beatmarket.test');
    expect(again.cookies.get('bm_sid')).not.toBe(sid);

    const out = await c.post('/private-api/logout');
    expect(out.status).toBe(200);
    expect(c.cookies.has('bm_sid')).toBe(false);
    // The old cookie no longer opens a session: replaying it is an expired session (401).
    const replay = new Client(ctx.app);
    replay.cookies.set('bm_sid', sid!);
    expect((await replay.get('/private-api/profile')).status).toBe(401);
    expect((await c.get('/private-api/profile')).body.data).toBeNull();
  });

  it('answers 401 to an expired session and clears its cookie', async () => {
    const c = new Client(ctx.app, '10.1.0.5');
    await c.login('buyer@beatmarket.test');
    await ctx.database.db.execute(`update sessions set expires_at = now() - interval '1 minute'` as never);
    const res = await c.get('/private-api/profile');
    expect(res.status).toBe(401);
    expect(res.body.response_data?.code).toBe('session_expired');
    expect(c.cookies.has('bm_sid')).toBe(false);
  });
});

describe('signup', () => {
  it('creates an account, logs it in, and stores the password hashed', async () => {
    const c = new Client(ctx.app, '10.2.0.1');
    const body = await signupBody(c);
    const res = await c.post<Profile>('/private-api/signup', body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ first_name: 'Nia', last_name: 'Stone', role: 1, news: false });
    expect((await c.get<Profile>('/private-api/profile')).body.data?.email).toBe(body.email);
    const other = new Client(ctx.app, '10.2.0.2');
    expect((await other.login(body.email as string, 's3cret pass%word')).status).toBe(200);
    const rows = await ctx.database.db.execute(`select password_hash from users where email = '${body.email}'` as never);
    const hash = (rows as unknown as { rows: { password_hash: string }[] }).rows[0]!.password_hash;
    expect(hash).toMatch(/^\$argon2id\$/);
  });

  it('requires every field, with per-field errors', async () => {
    const c = new Client(ctx.app, '10.2.0.3');
    const res = await c.post('/private-api/signup', { news: true });
    expect(res.status).toBe(422);
    const fields = res.body.response_data?.errors?.map((e) => e.topic_id).sort();
    expect(fields).toEqual(['email', 'first_name', 'last_name', 'password', 'recaptcha']);
  });

  it('refuses a missing or forged captcha', async () => {
    const c = new Client(ctx.app, '10.2.0.4');
    const forged = Buffer.from(JSON.stringify({ challenge: { parameters: {} }, solution: { counter: 1 } })).toString('base64');
    const res = await c.post('/private-api/signup', await signupBody(c, { recaptcha: forged }));
    expect(res.status).toBe(422);
    expect(res.body.response_data?.topic_id).toBe('recaptcha');
  });

  it('accepts a solved captcha only once', async () => {
    const c = new Client(ctx.app, '10.2.0.5');
    const body = await signupBody(c);
    expect((await c.post('/private-api/signup', body)).status).toBe(200);
    const replay = await c.post('/private-api/signup', { ...body, email: 'replay@example.com' });
    expect(replay.status).toBe(422);
    expect(replay.body.response_data?.topic_id).toBe('recaptcha');
  });

  it('refuses an email that already has an account', async () => {
    const c = new Client(ctx.app, '10.2.0.6');
    const res = await c.post('/private-api/signup', await signupBody(c, { email: 'BUYER@beatmarket.test' }));
    expect(res.status).toBe(409);
    expect(res.body.response_data).toMatchObject({ topic_id: 'email', header: 'Registration Failed!' });
  });
});
