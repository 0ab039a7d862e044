import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ CONTACT_EMAIL: 'team@beatmarket.test' });
});
afterAll(() => ctx.close());

describe('contact us', () => {
  it('mails the team with the sender and message once the robot check passes', async () => {
    const c = new Client(ctx.app, '10.70.0.1');
    const res = await c.post<{ message: string }>('/private-api/contact-us', {
      name: 'Kim',
      email: 'kim@example.com',
      subject: 'Custom beat',
      message: 'Can you make a drill beat at 142 bpm?',
      recaptcha: await c.solveCaptcha(),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe('We will get back to you shortly.');
    const admin = new Client(ctx.app, '10.70.0.2');
    await admin.login('admin@beatmarket.test');
    const [mail] = (await admin.get<{ to: string; subject: string; text: string }[]>('/private-api/mail/records')).body
      .data;
    expect(mail).toMatchObject({ to: 'team@beatmarket.test', subject: 'Contact: Custom beat' });
    expect(mail!.text).toContain('Kim <kim@example.com>');
    expect(mail!.text).toContain('drill beat at 142 bpm');
  });

  it('needs an email, a message and a solved captcha; the name is optional', async () => {
    const c = new Client(ctx.app, '10.70.0.3');
    const bad = await c.post('/private-api/contact-us', { name: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.body.response_data?.errors?.map((e) => e.topic_id).sort()).toEqual(['email', 'message', 'recaptcha']);
    const robot = await c.post('/private-api/contact-us', { email: 'a@b.co', message: 'hi', recaptcha: 'forged' });
    expect(robot.status).toBe(422);
    expect(robot.body.response_data?.topic_id).toBe('recaptcha');
    const ok = await c.post('/private-api/contact-us', {
      email: 'a@b.co',
      message: 'hi',
      recaptcha: await c.solveCaptcha(),
    });
    expect(ok.status).toBe(200);
  });

  it('limits one IP to a few messages', async () => {
    const c = new Client(ctx.app, '10.70.0.9');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await c.post('/private-api/contact-us', { email: 'a@b.co', message: 'spam', recaptcha: 'x' })).status,
      );
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses[5]).toBe(429);
  });
});
