import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../../test/helpers.js';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';
import { mediaDataDir, upload, wavTone } from '../../../test/media-helpers.js';
import { createDownloadTokens } from './download-token.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'admin'>>>;
let beatId: number;
let token: string;

beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: mediaDataDir() });
  c = await clientsByRole(t.app, '10.7.3', ['buyer', 'producer', 'admin']);
  const mine = (
    await c.producer.get<{ id: number; token: string; published_at: string | null }[]>('/private-api/dashboard/beats')
  ).body.data.find((b) => b.published_at)!;
  beatId = mine.id;
  token = mine.token;
  await upload(t.app, c.producer, {
    purpose: 'master',
    beat_id: beatId,
    name: 'master.wav',
    type: 'audio/wav',
    body: wavTone(2),
  });
  await upload(t.app, c.producer, {
    purpose: 'zip',
    beat_id: beatId,
    name: 'stems.zip',
    type: 'application/zip',
    body: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64)]),
  });
  await t.app.services.mediaWorker.drain();
});
afterAll(() => t.close());

const follow = (client: Client, href: string) => client.request({ method: 'GET', url: href });

describe('private download links', () => {
  it('need login', async () => {
    expect((await c.visitor.get(`/private-api/beat/${beatId}/private_url`)).status).toBe(401);
  });

  it('give the voice-tagged demo, only to the user they were made for', async () => {
    const res = await c.buyer.get<{ href: string; expires_in: number }>(`/private-api/beat/${beatId}/private_url`);
    expect(res.status).toBe(200);
    expect(res.body.data.expires_in).toBe(600);
    const own = await follow(c.buyer, res.body.data.href);
    expect(own.status).toBe(200);
    expect(own.headers['content-disposition']).toMatch(/attachment; filename=".*\(demo\)\.mp3"/);
    expect((await follow(c.admin, res.body.data.href)).status).toBe(403);
    expect((await follow(c.visitor, res.body.data.href)).status).toBe(403);
  });

  it('give the untagged MP3 when its producer switched it on and the beat is not sold', async () => {
    const on = await c.producer.post(`/private-api/beat/${beatId}/save`, { premium_download: true });
    expect(on.status).toBe(200);
    const href = (await c.buyer.get<{ href: string }>(`/private-api/beat/${beatId}/private_url`)).body.data.href;
    const file = await follow(c.buyer, href);
    expect(file.headers['content-disposition']).not.toContain('(demo)');
    await t.database.db.execute(sql`update beats set sold = true where id = ${beatId}`);
    const sold = (await c.buyer.get<{ href: string }>(`/private-api/beat/${beatId}/private_url`)).body.data.href;
    expect((await follow(c.buyer, sold)).headers['content-disposition']).toContain('(demo)');
    await t.database.db.execute(sql`update beats set sold = false where id = ${beatId}`);
    expect((await c.producer.post(`/private-api/beat/${beatId}/save`, { premium_download: false })).status).toBe(200);
    const off = (await c.buyer.get<{ href: string }>(`/private-api/beat/${beatId}/private_url`)).body.data.href;
    expect((await follow(c.buyer, off)).headers['content-disposition']).toContain('(demo)');
  });

  it('refuse an altered or expired link', async () => {
    const href = (await c.buyer.get<{ href: string }>(`/private-api/beat/${beatId}/private_url`)).body.data.href;
    const [body, sig] = href.replace('/download/', '').split('.');
    const forged = Buffer.from(JSON.stringify(['private/masters/1/x.wav', 'x.wav', null, Date.now() + 1e6])).toString(
      'base64url',
    );
    expect((await follow(c.buyer, `/download/${forged}.${sig}`)).status).toBe(404);
    expect((await follow(c.buyer, `/download/${body}.${sig!.slice(1)}x`)).status).toBe(404);
    const expired = createDownloadTokens(t.config.secret).sign({
      key: 'public/x',
      filename: 'x.mp3',
      userId: null,
      exp: Date.now() - 1,
    });
    const res = await follow(c.buyer, `/download/${expired}`);
    expect(res.status).toBe(404);
  });

  it('do not show unpublished beats to strangers', async () => {
    const hidden = (
      await c.producer.get<{ id: number; published_at: string | null }[]>('/private-api/dashboard/beats')
    ).body.data.find((b) => !b.published_at);
    if (!hidden) throw new Error('the demo catalog has unpublished beats');
    expect((await c.buyer.get(`/private-api/beat/${hidden.id}/private_url`)).status).toBe(404);
  });
});

describe('a followed link resumes with a Range', () => {
  const raw = async (href: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: href, headers });

  it('answers the asked bytes with 206, the whole file when If-Range names an older copy, 416 past the end', async () => {
    const wav = await c.visitor.get<{ files: { href: string }[] }>(`/private-api/dt/${token}/wav`);
    const href = wav.body.data.files[0]!.href;
    const whole = await raw(href);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    expect(Number(whole.headers['content-length'])).toBe(size);

    const tail = await raw(href, { range: 'bytes=100-' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes 100-${size - 1}/${size}`);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(100))).toBe(true);

    const etag = String(whole.headers.etag);
    const same = await raw(href, { range: 'bytes=0-9', 'if-range': etag });
    expect(same.statusCode).toBe(206);
    expect(same.rawPayload.equals(whole.rawPayload.subarray(0, 10))).toBe(true);
    const stale = await raw(href, { range: 'bytes=0-9', 'if-range': '"0-0"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(size);

    const past = await raw(href, { range: `bytes=${size}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
  });
});

describe('share pages /dt/{token}', () => {
  it('list the trackouts, the MP3 and the WAV with links anyone holding the token can follow', async () => {
    const zip = await c.visitor.get<{ files: { kind: string; href: string }[] }>(`/private-api/dt/${token}`);
    expect(zip.body.data.files.map((f) => f.kind)).toEqual(['zip']);
    expect((await follow(c.visitor, zip.body.data.files[0]!.href)).status).toBe(200);
    const mp3 = await c.visitor.get<{ files: { kind: string }[] }>(`/private-api/dt/${token}/mp3`);
    expect(mp3.body.data.files.map((f) => f.kind)).toEqual(['mp3']);
    const wav = await c.visitor.get<{ files: { kind: string; href: string }[] }>(`/private-api/dt/${token}/wav`);
    expect(wav.body.data.files.map((f) => f.kind)).toEqual(['wav']);
    expect((await c.visitor.get(`/private-api/dt/not-a-real-token`)).status).toBe(404);
    expect((await c.visitor.get(`/private-api/dt/${token}/flac`)).status).toBe(422);
  });
});
