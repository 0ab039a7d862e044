import { encodePassword, type Profile, type SignupResult } from '@beatmarket/shared';
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
    expect(profile).toMatchObject({
      email: 'admin@beatmarket.test',
      role: 3,
      name: 'Ada Admin',
      _cart_summary: { count: 0 },
    });
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
    expect(res.body.response_data).toMatchObject({
      code: 'login_failed',
      header: 'Authentication Failed!',
      error: 'Invalid email or password.',
    });
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

interface Mail {
  to: string;
  subject: string;
  text: string;
  template: string;
}
async function mailsTo(email: string): Promise<Mail[]> {
  const admin = new Client(ctx.app, '10.2.9.9');
  await admin.login('admin@beatmarket.test');
  return (
    await admin.get<Mail[]>(`/private-api/mail/records?filter=${encodeURIComponent(JSON.stringify({ to: email }))}`)
  ).body.data;
}
const linkParam = (text: string, name: string) => new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get(name)!;

describe('signup', () => {
  it('mails a confirmation link; the account exists only once the link is opened, which logs nobody in', async () => {
    const c = new Client(ctx.app, '10.2.0.1');
    const body = await signupBody(c);
    const res = await c.post<SignupResult>('/private-api/signup', body);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      profile: null,
      message: `We have sent a confirmation link to ${body.email}. Open it within 24 hours to activate your account, then log in.`,
    });
    expect(c.cookies.has('bm_sid')).toBe(false);
    // Not usable before the address is proven.
    expect((await new Client(ctx.app, '10.2.0.2').login(body.email as string, 's3cret pass%word')).status).toBe(401);

    const mail = (await mailsTo(body.email as string))[0]!;
    expect(mail.template).toBe('signup-confirm');
    const token = linkParam(mail.text, 'confirm-signup');
    const opener = new Client(ctx.app, '10.2.0.7');
    expect((await opener.post('/private-api/signup/confirm', { token: 'forged' })).status).toBe(422);
    const confirmed = await opener.post<{ message: string }>('/private-api/signup/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toEqual({
      message: 'Your email is confirmed and your account is ready. Please log in.',
    });
    // Login CSRF: whoever opens the link (a victim mailed the link of an attacker's sign-up) is not
    // logged in to the account it made.
    expect(opener.cookies.has('bm_sid')).toBe(false);
    expect((await opener.get<Profile | null>('/private-api/profile')).body.data).toBeNull();
    expect((await opener.login(body.email as string, 's3cret pass%word')).body.data).toMatchObject({
      email: body.email,
      first_name: 'Nia',
      last_name: 'Stone',
      role: 1,
      news: false,
    });
    await opener.post('/private-api/logout');
    expect((await opener.post('/private-api/signup/confirm', { token })).status).toBe(422);

    expect((await new Client(ctx.app, '10.2.0.8').login(body.email as string, 's3cret pass%word')).status).toBe(200);
    const rows = await ctx.database.db.execute(
      `select password_hash from users where email = '${body.email}'` as never,
    );
    const hash = (rows as unknown as { rows: { password_hash: string }[] }).rows[0]!.password_hash;
    expect(hash).toMatch(/^\$argon2id\$/);
  });

  it('answers an email that already has an account exactly like a new one, and mails its owner instead', async () => {
    const c = new Client(ctx.app, '10.2.0.6');
    const taken = await c.post<SignupResult>(
      '/private-api/signup',
      await signupBody(c, { email: 'BUYER@beatmarket.test' }),
    );
    const fresh = await c.post<SignupResult>(
      '/private-api/signup',
      await signupBody(c, { email: 'fresh-nia@example.com' }),
    );
    expect(taken.status).toBe(200);
    expect(fresh.status).toBe(200);
    expect(taken.body.data.message.replace('buyer@beatmarket.test', 'X')).toBe(
      fresh.body.data.message.replace('fresh-nia@example.com', 'X'),
    );
    expect(taken.body.data.profile).toBeNull();
    const [owner] = await mailsTo('buyer@beatmarket.test');
    expect(owner!.template).toBe('signup-existing');
    expect(owner!.text).not.toMatch(/confirm-signup=/);
    // The owner's password is untouched.
    expect((await new Client(ctx.app, '10.2.0.9').login('buyer@beatmarket.test')).status).toBe(200);
  });

  it('two pending sign-ups for one address: the first link opened wins, the second is refused', async () => {
    const c = new Client(ctx.app, '10.2.1.1');
    const email = `twice${Date.now().toString(36)}@example.com`;
    await c.post('/private-api/signup', await signupBody(c, { email }));
    await c.post('/private-api/signup', await signupBody(c, { email, first_name: 'Other' }));
    const [second, first] = await mailsTo(email);
    expect(
      (await c.post('/private-api/signup/confirm', { token: linkParam(first!.text, 'confirm-signup') })).status,
    ).toBe(200);
    const late = await c.post('/private-api/signup/confirm', { token: linkParam(second!.text, 'confirm-signup') });
    expect(late.status).toBe(409);
    expect(late.body.response_data?.error).toBe('This email already has an account. Please log in.');
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
    const forged = Buffer.from(JSON.stringify({ challenge: { parameters: {} }, solution: { counter: 1 } })).toString(
      'base64',
    );
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
});
