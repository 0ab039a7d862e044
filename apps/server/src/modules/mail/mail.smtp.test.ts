import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from '../../../test/helpers.js';

interface Received { from: string; to: string[]; raw: string }
const received: Received[] = [];
let smtp: SMTPServer;
let port: number;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

/** Unfolds quoted-printable soft line breaks so links can be read from the raw message. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('mail over SMTP', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Beatmarket <hello@beatmarket.test>' });
  });
  afterAll(() => ctx.close());

  it('delivers the password-reset mail to a real SMTP server and marks it sent', async () => {
    const c = new Client(ctx.app, '10.40.0.1');
    expect((await c.post('/private-api/password/email', { email: 'buyer@beatmarket.test' })).status).toBe(200);
    const mail = received.at(-1)!;
    expect(mail.from).toBe('hello@beatmarket.test');
    expect(mail.to).toEqual(['buyer@beatmarket.test']);
    expect(mail.raw).toMatch(/Subject: Reset your Beatmarket password/);
    expect(unfold(mail.raw)).toMatch(/http:\/\/beatmarket\.test\/\?password-reset=[\w-]{20,}/);

    const admin = new Client(ctx.app, '10.40.0.2');
    await admin.login('admin@beatmarket.test');
    const box = await admin.get<{ status: string; to: string }[]>('/private-api/mail/records');
    expect(box.body.data[0]).toMatchObject({ status: 'sent', to: 'buyer@beatmarket.test' });
  });
});

describe('mail when SMTP is down', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Port 9 (discard) is closed here: the connection is refused.
    ctx = await createTestContext({ SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => ctx.close());

  it('still answers the request and records the failure in the mailbox', async () => {
    const c = new Client(ctx.app, '10.41.0.1');
    expect((await c.post('/private-api/password/email', { email: 'buyer@beatmarket.test' })).status).toBe(200);
    const admin = new Client(ctx.app, '10.41.0.2');
    await admin.login('admin@beatmarket.test');
    const box = await admin.get<{ status: string; error: string }[]>('/private-api/mail/records');
    expect(box.body.data[0]?.status).toBe('failed');
    expect(box.body.data[0]?.error).toBeTruthy();
  });
});
