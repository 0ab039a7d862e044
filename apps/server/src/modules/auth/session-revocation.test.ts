import { encodePassword } from '@beatmarket/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { Client, createTestContext, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
let admin: Client;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = new Client(ctx.app, '10.40.0.1');
  await admin.login('admin@beatmarket.test');
});
afterAll(() => ctx.close());

const HOUR = 3600_000;
const linkParam = (text: string, name: string) => new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get(name)!;

/** Every reset token mailed to the address so far. */
async function resetTokens(email: string): Promise<string[]> {
  const filter = encodeURIComponent(JSON.stringify({ to: email }));
  const res = await admin.get<{ text: string; template: string }[]>(`/private-api/mail/records?filter=${filter}`);
  return res.body.data.filter((m) => m.template === 'password-reset').map((m) => linkParam(m.text, 'password-reset'));
}

async function mailReset(email: string, ip: string): Promise<string> {
  const before = await resetTokens(email);
  expect((await new Client(ctx.app, ip).post('/private-api/password/email', { email })).status).toBe(200);
  const fresh = (await resetTokens(email)).filter((t) => !before.includes(t));
  expect(fresh).toHaveLength(1);
  return fresh[0]!;
}

const resetWith = (c: Client, token: string, email: string, password: string) =>
  c.post('/private-api/password/reset', {
    token,
    email,
    password: encodePassword(password),
    password_confirmation: encodePassword(password),
  });

/** Three wrong passwords from unknown clients: from then on only a trusted browser logs in without a captcha. */
async function failThrice(email: string, ipPrefix: string) {
  for (let i = 1; i <= 3; i++)
    expect((await new Client(ctx.app, `${ipPrefix}.${i}`).login(email, `wrong-${i}`)).status).toBe(401);
}

describe('absolute session lifetime', () => {
  it('ends a session SESSION_MAX_HOURS after its login, however busy it kept', async () => {
    const c = new Client(ctx.app, '10.40.1.1');
    expect((await c.login('producer2@beatmarket.test')).status).toBe(200);
    const session = sql`(select id from sessions where user_id = (select id from users where email = 'producer2@beatmarket.test'))`;
    // Used a minute ago, so the sliding expiry alone would keep it for weeks; but it began 91 days ago.
    await ctx.database.db.execute(
      sql`update sessions set created_at = now() - interval '91 days', last_seen_at = now() - interval '1 minute',
          expires_at = now() + interval '29 days' where id in ${session}`,
    );
    const res = await c.get('/private-api/profile');
    expect(res.status).toBe(401);
    expect(res.body.response_data?.code).toBe('session_expired');
  });

  it('slides no further than that lifetime', async () => {
    await ctx.database.db.execute(
      sql`delete from sessions where user_id = (select id from users where email = 'producer2@beatmarket.test')`,
    );
    const c = new Client(ctx.app, '10.40.1.2');
    expect((await c.login('producer2@beatmarket.test')).status).toBe(200);
    const mine = sql`(select id from sessions where user_id = (select id from users where email = 'producer2@beatmarket.test'))`;
    await ctx.database.db.execute(
      sql`update sessions set created_at = now() - interval '89 days', last_seen_at = now() - interval '1 hour' where id in ${mine}`,
    );
    expect((await c.get('/private-api/profile')).status).toBe(200);
    const [row] = await ctx.database.db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(sql`${sessions.id} in ${mine}`);
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(row!.createdAt.getTime() + 90 * 24 * HOUR + 1000);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(ctx.config.sessionMaxMs).toBe(90 * 24 * HOUR);
  });
});

describe('a new password revokes what the old one gave', () => {
  it('a password change ends other sessions, outstanding reset links and trusted-device cookies', async () => {
    const email = 'buyer@beatmarket.test';
    // The owner's laptop: logged in before, so it holds a trusted-device cookie; then logged out.
    const laptop = new Client(ctx.app, '10.40.2.1');
    expect((await laptop.login(email)).status).toBe(200);
    await laptop.post('/private-api/logout');
    const other = new Client(ctx.app, '10.40.2.2');
    expect((await other.login(email)).status).toBe(200);
    const link = await mailReset(email, '10.40.2.3');

    const phone = new Client(ctx.app, '10.40.2.4');
    expect((await phone.login(email)).status).toBe(200);
    const changed = await phone.post('/private-api/account/password', {
      current_password: encodePassword('beatmarket'),
      password: encodePassword('changed-pass-1'),
      password_confirmation: encodePassword('changed-pass-1'),
    });
    expect(changed.status).toBe(200);

    expect((await other.get('/private-api/profile')).status).toBe(401);
    expect((await phone.get('/private-api/profile')).status).toBe(200);
    const stale = await resetWith(new Client(ctx.app, '10.40.2.5'), link, email, 'attacker-pass-1');
    expect(stale.status).toBe(422);
    expect(stale.body.response_data?.topic_id).toBe('token');
    // The laptop's cookie vouched for the old password: after failures elsewhere it needs a captcha too.
    await failThrice(email, '10.40.3');
    const again = await laptop.login(email, 'changed-pass-1');
    expect(again.status).toBe(422);
    expect(again.body.response_data?.topic_id).toBe('recaptcha');
  });

  it('a reset ends every session, every other reset link and trusted-device cookies', async () => {
    const email = 'producer@beatmarket.test';
    const laptop = new Client(ctx.app, '10.40.4.1');
    expect((await laptop.login(email)).status).toBe(200);
    await laptop.post('/private-api/logout');
    const first = await mailReset(email, '10.40.4.2');
    const second = await mailReset(email, '10.40.4.3');

    const c = new Client(ctx.app, '10.40.4.4');
    expect((await resetWith(c, second, email, 'reset-pass-1')).status).toBe(200);
    expect((await resetWith(c, first, email, 'attacker-pass-1')).status).toBe(422);

    await failThrice(email, '10.40.5');
    const again = await laptop.login(email, 'reset-pass-1');
    expect(again.status).toBe(422);
    expect(again.body.response_data?.topic_id).toBe('recaptcha');
    // A browser that logged in since the new password is trusted again.
    const withCaptcha = await laptop.post('/private-api/login', {
      email,
      password: encodePassword('reset-pass-1'),
      recaptcha: await laptop.solveCaptcha(),
    });
    expect(withCaptcha.status).toBe(200);
    await laptop.post('/private-api/logout');
    expect((await laptop.login(email, 'reset-pass-1')).status).toBe(200);
  });
});
