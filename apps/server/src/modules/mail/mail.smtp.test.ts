import { createServer, type AddressInfo, type Server } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from '../../../test/helpers.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}
const received: Received[] = [];
let smtp: SMTPServer;
let port: number;

const smtpServer = () =>
  new SMTPServer({
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
beforeAll(async () => {
  smtp = smtpServer();
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

/** Unfolds quoted-printable soft line breaks so links can be read from the raw message. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('mail over SMTP', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Beatmarket <hello@beatmarket.test>',
    });
  });
  afterAll(() => ctx.close());

  it('queues the password-reset mail, and the mail worker delivers it to a real SMTP server and marks it sent', async () => {
    const c = new Client(ctx.app, '10.40.0.1');
    expect((await c.post('/private-api/password/email', { email: 'buyer@beatmarket.test' })).status).toBe(200);
    const admin = new Client(ctx.app, '10.40.0.2');
    await admin.login('admin@beatmarket.test');
    const box = () => admin.get<{ status: string; to: string }[]>('/private-api/mail/records');
    expect((await box()).body.data[0]).toMatchObject({ status: 'queued', to: 'buyer@beatmarket.test' });

    expect(await ctx.app.services.mailWorker.drain()).toBe(1);
    const mail = received.at(-1)!;
    expect(mail.from).toBe('hello@beatmarket.test');
    expect(mail.to).toEqual(['buyer@beatmarket.test']);
    expect(mail.raw).toMatch(/Subject: Reset your Beatmarket password/);
    expect(unfold(mail.raw)).toMatch(/http:\/\/beatmarket\.test\/\?password-reset=[\w-]{20,}/);
    expect((await box()).body.data[0]).toMatchObject({ status: 'sent', to: 'buyer@beatmarket.test' });
    // Sent once: a second pass (another process's worker) finds nothing to do.
    expect(await ctx.app.services.mailWorker.drain()).toBe(0);
  });

  it('sends the headers a mail was queued with (a digest’s List-Unsubscribe, decision 0106)', async () => {
    const link = ctx.app.services.digests.unsubscribeUrl(1);
    await ctx.app.services.mail.sendTemplate(
      'buyer@beatmarket.test',
      'release-digest',
      { name: 'Alex', count: '0', beats: '', unsubscribe: link },
      undefined,
      { headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } },
    );
    expect(await ctx.app.services.mailWorker.drain()).toBe(1);
    const raw = received
      .at(-1)!
      .raw.replace(/\r\n/g, '\n')
      .replace(/\n[ \t]+/g, ' ');
    expect(raw).toMatch(/^List-Unsubscribe: <http:\/\/beatmarket\.test\/unsubscribe\/digest\?token=[\w.-]+>$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });
});

describe('mail when SMTP is down', () => {
  let ctx: TestContext;
  let deadPort: number;
  let blackHole: Server;
  beforeAll(async () => {
    // A port nothing listens on (yet): connections are refused.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    deadPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    ctx = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${deadPort}` });
    // A server that accepts the connection and never says a word (a hung SMTP relay).
    blackHole = createServer(() => {});
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await ctx.close();
    blackHole.close();
  });

  it('answers the request at once, keeps the mail queued with the error, and sends it when SMTP comes back', async () => {
    const c = new Client(ctx.app, '10.41.0.1');
    expect((await c.post('/private-api/password/email', { email: 'buyer@beatmarket.test' })).status).toBe(200);
    expect(await ctx.app.services.mailWorker.drain()).toBe(1);
    const admin = new Client(ctx.app, '10.41.0.2');
    await admin.login('admin@beatmarket.test');
    const box = () => admin.get<{ status: string; error: string; to: string }[]>('/private-api/mail/records');
    const waiting = (await box()).body.data[0]!;
    expect(waiting.status).toBe('queued');
    expect(waiting.error).toMatch(/ECONNREFUSED/);
    // Not due yet: the retry waits for its back-off.
    expect(await ctx.app.services.mailWorker.drain()).toBe(0);

    const back = smtpServer();
    await new Promise<void>((resolve) => back.listen(deadPort, '127.0.0.1', resolve));
    try {
      const before = received.length;
      await ctx.app.services.outbox.dueNow();
      expect(await ctx.app.services.mailWorker.drain()).toBe(1);
      expect(received.slice(before).map((m) => m.to)).toEqual([['buyer@beatmarket.test']]);
      expect((await box()).body.data[0]).toMatchObject({ status: 'sent', error: null });
    } finally {
      await new Promise<void>((resolve) => back.close(() => resolve()));
    }
  });

  it('a hung SMTP server makes no request slower', async () => {
    const hung = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${(blackHole.address() as AddressInfo).port}` });
    try {
      const c = new Client(hung.app, '10.42.0.1');
      await c.get('/private-api/supporting-data');
      const started = Date.now();
      expect((await c.post('/private-api/password/email', { email: 'buyer@beatmarket.test' })).status).toBe(200);
      // Delivering inline would wait for the greeting timeout (30 s) here.
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await hung.close();
    }
  });
});
