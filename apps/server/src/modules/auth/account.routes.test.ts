import { encodePassword, type AccountOverview, type Profile } from '@beatmarket/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
let admin: Client;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = new Client(ctx.app, '10.40.0.1');
  await admin.login('admin@beatmarket.test');
});
afterAll(() => ctx.close());

interface Mail {
  to: string;
  subject: string;
  text: string;
  template: string;
}
async function mailsTo(email: string): Promise<Mail[]> {
  return (
    await admin.get<Mail[]>(`/private-api/mail/records?filter=${encodeURIComponent(JSON.stringify({ to: email }))}`)
  ).body.data;
}
const linkParam = (text: string, name: string) => new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get(name)!;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await ctx.database.db.execute(query)) as unknown as { rows: T[] };

/** A fresh buyer account per test, made by an administrator with a known password. */
let seq = 0;
async function newAccount(password = 'first-pass-1') {
  const email = `acct${++seq}-${Date.now().toString(36)}@example.com`;
  const made = await admin.post<{ id: number }>('/private-api/user/create', {
    first_name: 'Ana',
    last_name: 'Lee',
    email,
    role: 1,
    password,
  });
  expect(made.status).toBe(200);
  const c = new Client(ctx.app, `10.41.0.${seq}`);
  expect((await c.login(email, password)).status).toBe(200);
  return { c, email, id: made.body.data.id };
}

describe('account settings', () => {
  it('refuses visitors', async () => {
    const visitor = new Client(ctx.app, '10.40.0.2');
    expect((await visitor.get('/private-api/account')).status).toBe(401);
    expect((await visitor.post('/private-api/account/name', { first_name: 'A', last_name: 'B' })).status).toBe(401);
    expect(
      (await visitor.post('/private-api/account/delete', { current_password: 'x', confirmation: 'DELETE' })).status,
    ).toBe(401);
  });

  it('changes the name and the newsletter choice, with per-field errors', async () => {
    const { c } = await newAccount();
    const bad = await c.post('/private-api/account/name', { first_name: '  ', last_name: 'x'.repeat(101) });
    expect(bad.status).toBe(422);
    expect(bad.body.response_data?.errors?.map((e) => e.topic_id).sort()).toEqual(['first_name', 'last_name']);
    const res = await c.post<AccountOverview>('/private-api/account/name', { first_name: ' Zoe ', last_name: 'Park' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      first_name: 'Zoe',
      last_name: 'Park',
      has_password: true,
      pending_email: null,
    });
    expect((await c.get<Profile>('/private-api/profile')).body.data.name).toBe('Zoe Park');

    expect((await c.post('/private-api/account/news', { news: 'yes' })).status).toBe(422);
    expect((await c.post<AccountOverview>('/private-api/account/news', { news: false })).body.data.news).toBe(false);
    expect((await c.get<AccountOverview>('/private-api/account')).body.data.news).toBe(false);
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const { c, email } = await newAccount();
    const other = new Client(ctx.app, '10.40.1.1');
    await other.login(email, 'first-pass-1');
    const body = (current: string, password: string, confirmation = password) => ({
      current_password: encodePassword(current),
      password: encodePassword(password),
      password_confirmation: encodePassword(confirmation),
    });
    const wrong = await c.post('/private-api/account/password', body('not-it', 'second-pass-2'));
    expect(wrong.status).toBe(422);
    expect(wrong.body.response_data).toMatchObject({
      topic_id: 'current_password',
      error: 'Your current password is not correct.',
    });
    const mismatch = await c.post(
      '/private-api/account/password',
      body('first-pass-1', 'second-pass-2', 'second-pass-3'),
    );
    expect(mismatch.body.response_data?.topic_id).toBe('password_confirmation');
    expect(
      (await c.post('/private-api/account/password', body('first-pass-1', 'short'))).body.response_data?.topic_id,
    ).toBe('password');

    const done = await c.post('/private-api/account/password', body('first-pass-1', 'second%pass 2'));
    expect(done.status).toBe(200);
    // This browser stays in; the other one is out.
    expect((await c.get<Profile>('/private-api/profile')).body.data.email).toBe(email);
    expect((await other.get('/private-api/profile')).status).toBe(401);
    expect((await new Client(ctx.app, '10.40.1.2').login(email, 'first-pass-1')).status).toBe(401);
    expect((await new Client(ctx.app, '10.40.1.3').login(email, 'second%pass 2')).status).toBe(200);
  });

  it('changes the email only when the link mailed to the new address is opened; the old address is told', async () => {
    const { c, email, id } = await newAccount();
    const target = `moved${Date.now().toString(36)}@example.com`;
    expect(
      (await c.post('/private-api/account/email', { email: target, current_password: encodePassword('nope') })).body
        .response_data?.topic_id,
    ).toBe('current_password');
    expect(
      (await c.post('/private-api/account/email', { email: 'not-an-email', current_password: 'x' })).body.response_data
        ?.topic_id,
    ).toBe('email');
    const req = await c.post<{ message: string; overview: AccountOverview }>('/private-api/account/email', {
      email: target,
      current_password: encodePassword('first-pass-1'),
    });
    expect(req.status).toBe(200);
    expect(req.body.data.message).toContain(target);
    expect(req.body.data.overview).toMatchObject({ email, pending_email: target });
    // Nothing changed yet.
    expect((await c.get<Profile>('/private-api/profile')).body.data.email).toBe(email);
    expect((await mailsTo(email))[0]).toMatchObject({ template: 'email-change-notice' });
    expect((await mailsTo(email))[0]!.text).toContain(target);
    const mail = (await mailsTo(target))[0]!;
    expect(mail.template).toBe('email-change');
    const token = linkParam(mail.text, 'email-change');

    // Opened in a browser where nobody is logged in.
    const anywhere = new Client(ctx.app, '10.40.2.1');
    expect((await anywhere.post('/private-api/account/email/confirm', { token: 'forged' })).status).toBe(422);
    const ok = await anywhere.post<{ message: string }>('/private-api/account/email/confirm', { token });
    expect(ok.status).toBe(200);
    expect(ok.body.data.message).toBe(`Your email is now ${target}.`);
    expect((await anywhere.post('/private-api/account/email/confirm', { token })).status).toBe(422);
    const [row] = (await rows<{ email: string }>(sql`select email from users where id = ${id}`)).rows;
    expect(row!.email).toBe(target);
    expect((await new Client(ctx.app, '10.40.2.2').login(target, 'first-pass-1')).status).toBe(200);
  });

  it('answers the same for an address that already has an account, and changes nothing', async () => {
    const { c, email } = await newAccount();
    const res = await c.post<{ message: string; overview: AccountOverview }>('/private-api/account/email', {
      email: 'producer@beatmarket.test',
      current_password: encodePassword('first-pass-1'),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toContain('producer@beatmarket.test');
    expect(res.body.data.overview.pending_email).toBeNull();
    expect((await mailsTo('producer@beatmarket.test'))[0]!.template).toBe('email-taken');
    expect((await c.get<Profile>('/private-api/profile')).body.data.email).toBe(email);
  });

  it('deletes the account with the password and the typed word: soft delete, every session ended, orders kept', async () => {
    const { c, email, id } = await newAccount();
    const other = new Client(ctx.app, '10.40.3.1');
    await other.login(email, 'first-pass-1');
    await ctx.database.db
      .execute(sql`insert into orders (user_id, idempotency_key, status, subtotal, total, address, payment_provider)
      values (${id}, 'acct-test', 'fulfilled', 1000, 1000, '{}'::jsonb, 'test')`);

    const typo = await c.post('/private-api/account/delete', {
      current_password: encodePassword('first-pass-1'),
      confirmation: 'delete me',
    });
    expect(typo.status).toBe(422);
    expect(typo.body.response_data).toMatchObject({ topic_id: 'confirmation', error: 'Type DELETE to confirm' });
    const wrong = await c.post('/private-api/account/delete', {
      current_password: encodePassword('guess'),
      confirmation: 'DELETE',
    });
    expect(wrong.body.response_data?.topic_id).toBe('current_password');

    const res = await c.post('/private-api/account/delete', {
      current_password: encodePassword('first-pass-1'),
      confirmation: 'DELETE',
    });
    expect(res.status).toBe(200);
    expect(c.cookies.has('bm_sid')).toBe(false);
    expect((await other.get('/private-api/profile')).status).toBe(401);
    expect((await new Client(ctx.app, '10.40.3.2').login(email, 'first-pass-1')).status).toBe(401);
    const [user] = (await rows<{ deleted_at: string | null }>(sql`select deleted_at from users where id = ${id}`)).rows;
    expect(user!.deleted_at).not.toBeNull();
    const [orders] = (await rows<{ n: number }>(sql`select count(*)::int as n from orders where user_id = ${id}`)).rows;
    expect(orders!.n).toBe(1);
  });

  it('a social-only account (no password) is asked to set one through a mailed link first', async () => {
    const { c, email, id } = await newAccount();
    await ctx.database.db.execute(sql`update users set password_hash = null where id = ${id}`);
    expect((await c.get<AccountOverview>('/private-api/account')).body.data.has_password).toBe(false);
    const del = await c.post('/private-api/account/delete', { current_password: 'anything', confirmation: 'DELETE' });
    expect(del.status).toBe(422);
    expect(del.body.response_data?.error).toMatch(/no password yet/);
    const link = await c.post<{ message: string }>('/private-api/account/password/link');
    expect(link.status).toBe(200);
    expect((await mailsTo(email))[0]!.template).toBe('password-reset');
  });

  it('throttles guesses of the current password from a session', async () => {
    const { c } = await newAccount();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await c.post('/private-api/account/email', {
            email: 'x@example.com',
            current_password: encodePassword(`guess-${i}`),
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
