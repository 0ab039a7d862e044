import type { EmailPreview, EmailTemplateView, MailData } from '@beatmarket/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailTemplates } from '../../db/schema/index.js';
import { seedEmailTemplates } from '../../seed/email-templates.js';
import { Client, clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
let admin: Client;
const api = '/private-api/email_template';
beforeAll(async () => {
  ctx = await createTestContext();
  admin = new Client(ctx.app, '10.90.0.1');
  await admin.login('admin@beatmarket.test');
});
afterAll(() => ctx.close());

async function template(key: string) {
  const res = await admin.get<EmailTemplateView[]>(
    `${api}/records?filter=${encodeURIComponent(JSON.stringify({ key: [key] }))}`,
  );
  return res.body.data[0]!;
}
const newestMail = async (to: string) =>
  (await admin.get<MailData[]>(`/private-api/mail/records?filter=${encodeURIComponent(JSON.stringify({ to: [to] }))}`))
    .body.data[0]!;
const fieldErrors = (res: { body: { response_data?: { errors?: { topic_id: string; message: string }[] } } }) =>
  Object.fromEntries((res.body.response_data?.errors ?? []).map((e) => [e.topic_id, e.message]));

describe('email templates', () => {
  it('seeds every mail with its default text and the variables it may use', async () => {
    const res = await admin.get<EmailTemplateView[]>(`${api}/records?per_page=100`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((t) => t.key).sort()).toEqual(
      [
        'beat-awaiting-approval',
        'contact-message',
        'email-change',
        'email-change-notice',
        'email-taken',
        'invitation',
        'offer-step',
        'password-reset',
        'payout-held',
        'payout-released',
        'producer-message',
        'receipt',
        'refund',
        'release-digest',
        'sample-declaration-requested',
        'trackouts-delivered',
        'signup-confirm',
        'signup-existing',
        'store-item-awaiting-approval',
        'service-order-step',
        'subscription-ended',
        'subscription-payment-failed',
        'subscription-renewal-reminder',
        'subscription-welcome',
        'subscription-trial-started',
        'subscription-receipt',
        'subscription-cancelled',
        'subscription-claim',
        'upload-held-for-review',
      ].sort(),
    );
    const reset = await template('password-reset');
    expect(reset.subject).toBe('Reset your Beatmarket password');
    expect(reset.body).toContain('<a href="{{link}}">Reset my password</a>');
    expect(reset.variables.map((v) => v.name)).toEqual(['name', 'link', 'hours']);
  });

  it('refuses an unknown variable or a malformed tag per field, and keeps the saved text', async () => {
    const reset = await template('password-reset');
    const unknown = await admin.post(`${api}/${reset.id}/save`, {
      subject: 'Hi {{name}}',
      body: '<p>{{ coupon }}</p>',
    });
    expect(unknown.status).toBe(422);
    expect(fieldErrors(unknown)).toEqual({ body: 'Unknown variable: {{coupon}}' });
    const malformed = await admin.post(`${api}/${reset.id}/save`, { subject: 'Hi {{name', body: '<p>ok</p>' });
    expect(malformed.status).toBe(422);
    expect(Object.keys(fieldErrors(malformed))).toEqual(['subject']);
    const spaced = await admin.post(`${api}/${reset.id}/save`, { subject: '{{ Name }}' });
    expect(Object.keys(fieldErrors(spaced))).toEqual(['subject']);
    expect((await template('password-reset')).subject).toBe('Reset your Beatmarket password');
  });

  it('previews unsaved text with sample data, escaping the values in the body', async () => {
    const contact = await template('contact-message');
    const res = await admin.post<EmailPreview>(`${api}/preview`, {
      id: contact.id,
      subject: 'From {{sender}}',
      body: '<p><strong>{{message}}</strong></p><script>alert(1)</script>',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.subject).toBe('From Kim <kim@example.com>');
    expect(res.body.data.html).toContain('<strong>Can you make a drill beat at 142 bpm?</strong>');
    expect(res.body.data.html).not.toContain('<script');
    const sender = await admin.post<EmailPreview>(`${api}/preview`, { id: contact.id, body: '<p>{{sender}}</p>' });
    expect(sender.body.data.html).toContain('Kim &#60;kim@example.com&#62;');
    expect(sender.body.data.text).toBe('Kim <kim@example.com>\n');
    const bad = await admin.post(`${api}/preview`, { id: contact.id, body: '<p>{{link}}</p>' });
    expect(bad.status).toBe(422);
    expect(fieldErrors(bad)).toEqual({ body: 'Unknown variable: {{link}}' });
  });

  it('mails a password reset with the edited template: values escaped, a plain-text part, who saved it', async () => {
    const reset = await template('password-reset');
    const saved = await admin.post<EmailTemplateView>(`${api}/${reset.id}/save`, {
      subject: 'New password for {{name}}',
      body: '<h2>Hello {{name}}</h2><p>Fresh words: valid {{hours}} hours.</p><p><a href="{{link}}" target="_blank">Pick one</a></p><img src=x onerror=alert(1)>',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.body).not.toContain('onerror');
    expect(saved.body.data.updated_by).toBeGreaterThan(0);

    // A name with markup in it: escaped in the body, as is in the subject.
    const db = ctx.app.services;
    expect(db).toBeDefined();
    const visitor = new Client(ctx.app, '10.90.0.9');
    expect((await visitor.post('/private-api/password/email', { email: 'buyer@beatmarket.test' })).status).toBe(200);
    const mail = await newestMail('buyer@beatmarket.test');
    expect(mail.template).toBe('password-reset');
    expect(mail.subject).toMatch(/^New password for \S+/);
    expect(mail.html).toContain('Fresh words: valid 2 hours.');
    expect(mail.html).toMatch(
      /<a style="color:#a78bfa" href="http:\/\/beatmarket\.test\/\?password-reset=[\w-]+&#38;email=buyer%40beatmarket\.test"/,
    );
    expect(mail.text).toMatch(
      /^Hello \S+\n\nFresh words: valid 2 hours\.\n\nPick one: http:\/\/beatmarket\.test\/\?password-reset=[\w-]+&email=/,
    );
    expect(mail.text).not.toContain('{{');
  });

  it('mails the default text when a row is missing or was written around the API with a bad tag', async () => {
    const { db } = ctx.database;
    await db.update(emailTemplates).set({ subject: 'Hi {{nobody}}' }).where(eq(emailTemplates.key, 'invitation'));
    const invite = (email: string) => admin.post('/private-api/user/invite', { email });
    expect((await invite('first.invite@beatmarket.test')).status).toBe(200);
    expect((await newestMail('first.invite@beatmarket.test')).subject).toBe('Your invitation to Beatmarket');
    await db.delete(emailTemplates).where(eq(emailTemplates.key, 'invitation'));
    expect((await invite('second.invite@beatmarket.test')).status).toBe(200);
    const mail = await newestMail('second.invite@beatmarket.test');
    expect(mail.subject).toBe('Your invitation to Beatmarket');
    expect(mail.text).toMatch(/^You are invited\n\nHi there,\n/);
    await seedEmailTemplates(db);
  });

  it('sends a test with sample data to the administrator and nobody else', async () => {
    const invitation = await template('invitation');
    const res = await admin.post<{ message: string }>(`${api}/send_test`, { id: invitation.id });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe('A test mail was sent to admin@beatmarket.test.');
    const mail = await newestMail('admin@beatmarket.test');
    expect(mail).toMatchObject({ subject: '[Test] Your invitation to Beatmarket', template: 'test:invitation' });
    expect(mail.text).toContain('Hi Alex,');
    expect(mail.text).toContain('Accept my invitation: https://beatmarket.test/?invitation=sample-token');
  });

  it('is for administrators only (401 visitors, 403 buyers and producers; records hidden)', async () => {
    const reset = await template('password-reset');
    const c = await clientsByRole(ctx.app, '10.91.0', ['buyer', 'producer', 'admin']);
    const calls = {
      list: (cl: Client) => cl.get(`${api}/records`),
      read: (cl: Client) => cl.get(`${api}/${reset.id}`),
      save: (cl: Client) => cl.post(`${api}/${reset.id}/save`, { name: 'Mine' }),
      preview: (cl: Client) => cl.post(`${api}/preview`, { id: reset.id }),
      send_test: (cl: Client) => cl.post(`${api}/send_test`, { id: reset.id }),
      delete: (cl: Client) => cl.delete(`${api}/${reset.id}`),
    };
    const statuses: Record<string, number[]> = {};
    for (const [name, call] of Object.entries(calls))
      statuses[name] = [
        (await call(c.visitor)).status,
        (await call(c.buyer)).status,
        (await call(c.producer)).status,
        (await call(c.admin)).status,
      ];
    expect(statuses).toEqual({
      list: [401, 403, 403, 200],
      read: [404, 404, 404, 200],
      save: [404, 404, 404, 200],
      preview: [401, 403, 403, 200],
      send_test: [401, 403, 403, 200],
      // Every key is mailed by code: no one removes a template.
      delete: [404, 404, 404, 403],
    });
  });
});
