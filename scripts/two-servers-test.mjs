// Scale-out test (issue 13): two real server processes on one fresh PostgreSQL database, as behind a
// load balancer without sticky sessions. A login on one works on the other, with the same CSRF token;
// rate limits count across both; media jobs and outbox mail are shared and each runs exactly once.
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { check, freshPostgres, Http, startServer } from './lib/servers.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function until(what, test, ms = 120_000) {
  const started = Date.now();
  for (;;) {
    const value = await test();
    if (value) return value;
    if (Date.now() - started > ms) throw new Error(`✖ timed out waiting for ${what}`);
    await sleep(500);
  }
}

/** A 16-bit stereo WAV of a sine tone. */
function wavTone(seconds, hz) {
  const rate = 44100;
  const frames = Math.round(seconds * rate);
  const data = Buffer.alloc(frames * 4);
  for (let i = 0; i < frames; i++) {
    const v = Math.round(Math.sin((2 * Math.PI * hz * i) / rate) * 0.4 * 32767);
    data.writeInt16LE(v, i * 4);
    data.writeInt16LE(v, i * 4 + 2);
  }
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(2, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * 4, 28);
  head.writeUInt16LE(4, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36);
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

/** Slot on one server, the file to the slot's action, completion on the other. */
async function uploadMaster(slotOn, completeOn, beatId, body) {
  const slot = await slotOn.post('/private-api/uploads', {
    purpose: 'master',
    beat_id: beatId,
    filename: 'master.wav',
    size: body.length,
    content_type: 'audio/wav',
  });
  if (slot.status !== 200) throw new Error(`upload slot: ${slot.status} ${slot.text}`);
  const form = new FormData();
  for (const [k, v] of Object.entries(slot.body.data.fields)) form.append(k, v);
  form.append('file', new Blob([body], { type: 'audio/wav' }), 'master.wav');
  const stored = await fetch(new URL(slot.body.data.action, slotOn.base), { method: 'POST', body: form });
  if (stored.status !== 204) throw new Error(`storage answered ${stored.status}`);
  return completeOn.post(`/private-api/uploads/${slot.body.data.id}/complete`);
}

const received = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, done) {
    stream.on('data', () => {});
    stream.on('end', () => {
      received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
      done();
    });
  },
});
await new Promise((r) => smtp.listen(0, '127.0.0.1', r));

console.log('\n● two server processes on one PostgreSQL database');
const database = await freshPostgres('bm_scale');
const dataDir = path.resolve(`.tmp/scale-${Date.now().toString(36)}`);
const env = { MEDIA_WORKER: '1', TRUST_PROXY: '1', SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}` };
// One after the other: the first migrates and seeds, the second finds both done.
const a = await startServer({ label: 'server-a', dataDir, databaseUrl: database.url, env });
const b = await startServer({ label: 'server-b', dataDir, databaseUrl: database.url, env });
const db = new pg.Client({ connectionString: database.url });
await db.connect();
try {
  // Sessions and CSRF: log in on A, then use the cookie and token on B.
  const onA = new Http(a.base);
  check((await onA.login('producer@beatmarket.test')).status === 200, 'logs in on server A');
  const onB = onA.via(b.base);
  const me = await onB.get('/private-api/profile');
  check(
    me.status === 200 && JSON.stringify(me.body.data).includes('producer@beatmarket.test'),
    'server B knows the session made on A',
  );
  // The CSRF token A handed out is good on B (same APP_SECRET), and a wrong one is refused there.
  const buyerA = new Http(a.base);
  check((await buyerA.login('buyer@beatmarket.test')).status === 200, 'a buyer logs in on server A');
  const buyerB = buyerA.via(b.base);
  const records = await buyerB.get('/private-api/beat/records?per_page=50');
  if (!records.body?.data) throw new Error(`beat records: ${records.status} ${records.text.slice(0, 300)}`);
  const forSale = records.body.data.find((x) => x.family === 'beat' && x.purchasable);
  buyerB.csrf = buyerA.csrf;
  check(
    (await buyerB.post(`/private-api/cart/upsert/${forSale.id}`, {})).status === 200,
    'server B accepts the session cookie and the CSRF token issued by A',
  );
  buyerB.csrf = 'forged';
  check(
    (await buyerB.post(`/private-api/cart/upsert/${forSale.id}`, {})).status === 403,
    'server B refuses a forged CSRF token',
  );
  const beats = (await onB.get('/private-api/dashboard/beats?per_page=100')).body.data
    .filter((x) => x.family === 'beat')
    .slice(0, 4);
  check(beats.length === 4, 'server B lists the producer’s beats');

  // Rate limits: login attempts from one client address (behind the balancer: X-Forwarded-For),
  // alternating servers, stop at the shared per-address limit (30 per 10 minutes), not at twice that.
  const statuses = [];
  for (let i = 0; i < 31; i++) {
    const client = new Http(i % 2 ? b.base : a.base);
    statuses.push(
      (
        await client.request(
          'POST',
          '/private-api/login',
          { email: `nobody${i}@beatmarket.test`, password: 'wrong-password' },
          { 'x-forwarded-for': '198.51.100.7' },
        )
      ).status,
    );
  }
  check(
    statuses.slice(0, 30).every((s) => s !== 429) && statuses[30] === 429,
    `the per-address login limit counts across both servers (30 answered, the 31st is ${statuses[30]})`,
  );

  // Media jobs: four masters, slots and completions spread over both servers; both run workers.
  for (const [i, beat] of beats.entries()) {
    const [first, second] = i % 2 ? [onB, onA] : [onA, onB];
    const done = await uploadMaster(first, second, beat.id, wavTone(2, 220 + 110 * i));
    check(
      done.status === 200,
      `master ${i + 1} uploaded through ${i % 2 ? 'B' : 'A'}, completed on ${i % 2 ? 'A' : 'B'}`,
    );
  }
  const ids = beats.map((x) => x.id);
  await until(
    'the audio jobs',
    async () =>
      (
        await db.query(
          "select count(*)::int as n from media_jobs where beat_id = any($1) and state in ('done', 'failed')",
          [ids],
        )
      ).rows[0].n === 4,
  );
  const jobs = (await db.query('select beat_id, state, attempts from media_jobs where beat_id = any($1)', [ids])).rows;
  check(
    jobs.length === 4 && jobs.every((j) => j.state === 'done' && j.attempts === 1),
    'each audio job ran once, on one of the two servers',
  );
  const ready = (
    await db.query("select count(*)::int as n from beats where id = any($1) and media_state = 'ready'", [ids])
  ).rows[0].n;
  check(ready === 4, 'all four beats have their preview');

  // Mail: password-reset mails asked on both servers go out once each.
  for (const [i, email] of ['buyer@beatmarket.test', 'producer2@beatmarket.test', 'admin@beatmarket.test'].entries()) {
    const client = new Http(i % 2 ? b.base : a.base);
    check(
      (
        await client.request(
          'POST',
          '/private-api/password/email',
          { email },
          { 'x-forwarded-for': `203.0.113.${i + 1}` },
        )
      ).status === 200,
      `a reset mail for ${email} is asked on server ${i % 2 ? 'B' : 'A'}`,
    );
  }
  await until(
    'the mail',
    async () => (await db.query("select count(*)::int as n from mail_outbox where status = 'sent'")).rows[0].n >= 3,
    60_000,
  );
  await sleep(3000); // time for a second delivery, were there going to be one
  // Every mail the store sent (the resets, and the demo sale's receipt) reached the SMTP server exactly once.
  const sent = (await db.query("select template, status, attempts from mail_outbox where status = 'sent'")).rows;
  check(
    sent.filter((m) => m.template === 'password-reset').length === 3 &&
      received.length === sent.length &&
      sent.every((m) => m.attempts === 1),
    `each mail was delivered once (${sent.length} sent, ${received.length} at the SMTP server)`,
  );

  // Caches follow a change made in another process at once (decision 0089), not after their TTL (a minute).
  const admin = new Http(a.base);
  check((await admin.login('admin@beatmarket.test')).status === 200, 'an administrator logs in on server A');
  const visitorB = new Http(b.base);
  const tagline = `Tagline ${Date.now().toString(36)}`;
  check(
    (await visitorB.get('/private-api/supporting-data')).body.data.tagline !== tagline,
    'server B has cached the settings',
  );
  check((await admin.post('/private-api/settings', { tagline })).status === 200, 'the tagline is saved on server A');
  const seenAt = Date.now();
  await until(
    'the tagline on server B',
    async () => (await visitorB.get('/private-api/supporting-data')).body.data.tagline === tagline,
    5_000,
  );
  check(true, `server B serves the new tagline ${Date.now() - seenAt} ms after the save on A`);
} finally {
  await db.end();
  await a.stop();
  await b.stop();
  smtp.close();
  await database.drop();
}
rmSync(dataDir, { recursive: true, force: true });
console.log('\nScale-out test passed.');
