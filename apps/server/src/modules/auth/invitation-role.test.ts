import { encodePassword } from '@beatmarket/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, Client, createTestContext, type TestContext } from '../../../test/helpers.js';

// Issue 31: an invitation could not name the role the person will have.
let ctx: TestContext;
let as: Record<'visitor' | 'admin', Client>;
beforeAll(async () => {
  ctx = await createTestContext();
  as = await clientsByRole(ctx.app, '10.21.31', ['admin']);
});
afterAll(() => ctx.close());

const linkParam = (text: string, name: string) => new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get(name)!;
async function invitationLink(email: string): Promise<string> {
  const filter = encodeURIComponent(JSON.stringify({ to: email }));
  const mails = (await as.admin.get<{ text: string }[]>(`/private-api/mail/records?filter=${filter}`)).body.data;
  return linkParam(mails[0]!.text, 'invitation');
}
async function acceptAs(email: string, ip: string) {
  const person = new Client(ctx.app, ip);
  const res = await person.post<{ role: number }>('/private-api/signup', {
    first_name: 'Pat',
    last_name: 'Invited',
    email,
    password: encodePassword('invited-password-1'),
    news: false,
    recaptcha: await person.solveCaptcha(),
    invitation_token: await invitationLink(email),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (await person.get<{ role: number; email: string }>('/private-api/profile')).body.data;
}

describe('an invitation names the role', () => {
  it('the invited person signs up with the role the administrator chose', async () => {
    const sent = await as.admin.post('/private-api/user/invite', { email: 'beatmaker@example.com', role: 2 });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(await acceptAs('beatmaker@example.com', '10.21.32.1')).toMatchObject({ role: 2 });
  });

  it('without a role the person is a user; the developer role and unknown ones are refused on the field', async () => {
    await as.admin.post('/private-api/user/invite', { email: 'listener@example.com' });
    expect(await acceptAs('listener@example.com', '10.21.32.2')).toMatchObject({ role: 1 });
    for (const role of [4, 9, 'admin']) {
      const res = await as.admin.post('/private-api/user/invite', { email: 'root@example.com', role });
      expect(res.status).toBe(422);
      expect(res.body.response_data?.errors?.map((e) => e.topic_id)).toEqual(['role']);
    }
  });
});
