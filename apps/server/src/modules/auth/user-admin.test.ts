import { encodePassword } from '@beatmarket/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, users } from '../../db/schema/index.js';
import { clientsByRole, Client, createTestContext, type TestContext } from '../../../test/helpers.js';

/** Issue 16, users screen: role changes within spec §6, reset links on request, invitations re-sent by staff. */
let ctx: TestContext;
let as: Record<'visitor' | 'buyer' | 'producer' | 'admin', Client>;
let ids: Record<string, number>;
let developer: Client;
let devId: number;

interface Mail {
  to: string;
  text: string;
  template: string;
  created_at: string;
}
async function mailsTo(email: string): Promise<Mail[]> {
  const filter = encodeURIComponent(JSON.stringify({ to: email }));
  return (await as.admin.get<Mail[]>(`/private-api/mail/records?filter=${filter}`)).body.data;
}
const linkParam = (text: string, name: string) => new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get(name)!;
const save = (who: Client, id: number, body: Record<string, unknown>) =>
  who.post<{ role: number }>(`/private-api/user/${id}/save`, body);

beforeAll(async () => {
  ctx = await createTestContext();
  as = await clientsByRole(ctx.app, '10.21.0', ['buyer', 'producer', 'admin']);
  const list = await as.admin.get<{ id: number; email: string }[]>('/private-api/user/records?per_page=100');
  ids = Object.fromEntries(list.body.data.map((u) => [u.email.split('@')[0]!, u.id]));
  // Developers are never made through the API (not assignable); one is written straight into the table.
  const made = await as.admin.post<{ id: number }>('/private-api/user/create', {
    first_name: 'Dee',
    last_name: 'Veloper',
    email: 'dev@example.com',
    role: 3,
    password: 'password1',
  });
  devId = made.body.data.id;
  await ctx.database.db.update(users).set({ role: 4 }).where(eq(users.id, devId));
  developer = new Client(ctx.app, '10.21.1.1');
  expect((await developer.login('dev@example.com', 'password1')).status).toBe(200);
});
afterAll(() => ctx.close());

describe('role changes (spec §6)', () => {
  it('refuses role changes to everyone but administrators', async () => {
    expect((await save(as.visitor, ids.buyer!, { role: 2 })).status).toBe(404);
    expect((await save(as.buyer, ids.buyer!, { role: 2 })).status).toBe(403);
    expect((await save(as.producer, ids.buyer!, { role: 2 })).status).toBe(404);
    expect((await save(as.producer, ids.producer!, { role: 3 })).status).toBe(403);
  });

  it('an administrator promotes and demotes others up to their own role', async () => {
    const up = await save(as.admin, ids.buyer!, { role: 3 });
    expect(up.status).toBe(200);
    expect(up.body.data.role).toBe(3);
    expect((await save(as.admin, ids.buyer!, { role: 1 })).body.data.role).toBe(1);
  });

  it('developer is never assignable, not even by a developer', async () => {
    const byAdmin = await save(as.admin, ids.buyer!, { role: 4 });
    expect(byAdmin.status).toBe(422);
    expect(byAdmin.body.response_data?.topic_id).toBe('role');
    expect((await save(developer, ids.buyer!, { role: 4 })).status).toBe(422);
    const create = await as.admin.post('/private-api/user/create', {
      first_name: 'A',
      last_name: 'B',
      email: 'ab@example.com',
      role: 4,
    });
    expect(create.status).toBe(422);
  });

  it('nobody changes their own role, up or down', async () => {
    const down = await save(as.admin, ids.admin!, { role: 1 });
    expect(down.status).toBe(403);
    expect(down.body.response_data).toMatchObject({ topic_id: 'role', error: 'You cannot change your own role' });
    expect((await save(developer, devId, { role: 3 })).status).toBe(403);
    // Saving the same role (an unchanged form field) is not a change.
    expect((await save(as.admin, ids.admin!, { role: 3, first_name: 'Ava' })).status).toBe(200);
  });

  it("only a developer changes a developer's account", async () => {
    expect((await save(as.admin, devId, { first_name: 'Hacked' })).status).toBe(403);
    expect((await save(as.admin, devId, { role: 1 })).status).toBe(403);
    expect((await as.admin.delete(`/private-api/user/${devId}`)).status).toBe(403);
    expect((await as.admin.post(`/private-api/user/${devId}/password-reset`)).status).toBe(403);
    expect((await save(developer, ids.admin!, { role: 2 })).status).toBe(200);
    expect((await save(developer, ids.admin!, { role: 3 })).status).toBe(200);
  });
});

describe('password reset on request', () => {
  it.each([
    ['visitor', 404],
    ['buyer', 403],
    ['producer', 404],
  ] as const)('refuses %s (%i)', async (role, status) => {
    expect((await as[role].post(`/private-api/user/${ids.buyer}/password-reset`)).status).toBe(status);
  });

  it('an administrator sends the ordinary reset mail; its link sets a new password', async () => {
    const before = (await mailsTo('buyer@beatmarket.test')).length;
    const res = await as.admin.post<{ message: string }>(`/private-api/user/${ids.buyer}/password-reset`);
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe('A password reset link was sent to buyer@beatmarket.test.');
    const mails = await mailsTo('buyer@beatmarket.test');
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.template).toBe('password-reset');
    const token = linkParam(mails[0]!.text, 'password-reset');
    const reset = await new Client(ctx.app, '10.21.2.1').post('/private-api/password/reset', {
      token,
      email: 'buyer@beatmarket.test',
      password: encodePassword('a-new-password'),
    });
    expect(reset.status).toBe(200);
    expect((await new Client(ctx.app, '10.21.2.2').login('buyer@beatmarket.test', 'a-new-password')).status).toBe(200);
  });

  it('refuses a deleted account (409) and an unknown one (404)', async () => {
    const made = await as.admin.post<{ id: number }>('/private-api/user/create', {
      first_name: 'Gone',
      last_name: 'Soon',
      email: 'gone@example.com',
      role: 1,
    });
    await as.admin.delete(`/private-api/user/${made.body.data.id}`);
    expect((await as.admin.post(`/private-api/user/${made.body.data.id}/password-reset`)).status).toBe(409);
    expect((await as.admin.post('/private-api/user/999999/password-reset')).status).toBe(404);
    expect(await mailsTo('gone@example.com')).toHaveLength(0);
  });
});

describe('invitations re-sent by staff (spec §7 re-invite)', () => {
  it("renews the link with the administrator's lifetime; the old link dies, the new one signs up", async () => {
    const sent = await as.admin.post('/private-api/user/invite', { email: 'guest@example.com', first_name: 'Gus' });
    expect(sent.status).toBe(200);
    const first = linkParam((await mailsTo('guest@example.com'))[0]!.text, 'invitation');
    const again = await as.admin.post<{ message: string }>('/private-api/user/re-invite', {
      email: 'guest@example.com',
      expires_in: 30 * 86400,
    });
    expect(again.status).toBe(200);
    expect(again.body.data.message).toBe('A new invitation link was sent to guest@example.com.');
    const mails = await mailsTo('guest@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain('30 days');
    const fresh = linkParam(mails[0]!.text, 'invitation');
    expect((await as.visitor.get(`/private-api/user/invitation/${first}`)).status).toBe(404);
    const info = await as.visitor.get(`/private-api/user/invitation/${fresh}`);
    expect(info.body.data).toMatchObject({ email: 'guest@example.com', first_name: 'Gus' });
  });

  it('an expired link is refused everywhere; re-sending makes a live one', async () => {
    await as.admin.post('/private-api/user/invite', { email: 'late@example.com', expires_in: 3600 });
    const token = linkParam((await mailsTo('late@example.com'))[0]!.text, 'invitation');
    expect((await as.visitor.get(`/private-api/user/invitation/${token}`)).status).toBe(200);
    await ctx.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, 'late@example.com'));
    expect((await as.visitor.get(`/private-api/user/invitation/${token}`)).status).toBe(404);
    const late = new Client(ctx.app, '10.21.3.1');
    const body = {
      first_name: 'Late',
      last_name: 'Comer',
      email: 'late@example.com',
      password: encodePassword('late-password-1'),
      news: false,
    };
    const refused = await late.post('/private-api/signup', {
      ...body,
      recaptcha: await late.solveCaptcha(),
      invitation_token: token,
    });
    expect(refused.status).toBe(404);
    expect(refused.body.response_data?.code).toBe('invitation_invalid');
    expect((await as.admin.post('/private-api/user/re-invite', { email: 'late@example.com' })).status).toBe(200);
    const fresh = linkParam((await mailsTo('late@example.com'))[0]!.text, 'invitation');
    expect(fresh).not.toBe(token);
    const ok = await late.post('/private-api/signup', {
      ...body,
      recaptcha: await late.solveCaptcha(),
      invitation_token: fresh,
    });
    expect(ok.status).toBe(200);
  });

  it('tells staff when there is nothing to re-send, and validates the lifetime', async () => {
    const none = await as.admin.post('/private-api/user/re-invite', { email: 'nobody@example.com' });
    expect(none.status).toBe(404);
    expect(none.body.response_data?.topic_id).toBe('email');
    const member = await as.admin.post('/private-api/user/re-invite', { email: 'buyer@beatmarket.test' });
    expect(member.status).toBe(409);
    const short = await as.admin.post('/private-api/user/re-invite', { email: 'guest@example.com', expires_in: 5 });
    expect(short.status).toBe(422);
    expect(short.body.response_data?.topic_id).toBe('expires_in');
  });

  it('the public call says the same whoever asks and keeps the default lifetime', async () => {
    const before = (await mailsTo('guest@example.com')).length;
    const res = await as.buyer.post<{ message: string }>('/private-api/user/re-invite', {
      email: 'guest@example.com',
      expires_in: 90 * 86400,
    });
    expect(res.status).toBe(200);
    const mails = await mailsTo('guest@example.com');
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.text).toContain('7 days');
  });
});
