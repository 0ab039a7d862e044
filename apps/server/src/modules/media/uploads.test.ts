import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadSlot } from '@beatmarket/shared';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';
import { mediaDataDir, postToSlot, upload, wavTone } from '../../../test/media-helpers.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'producer2' | 'admin'>>>;
let beatId: number;
const dataDir = mediaDataDir();
const stored = (dir: string) => {
  const full = path.join(dataDir, 'storage', dir);
  return existsSync(full) ? readdirSync(full, { recursive: true }).filter((f) => String(f).includes('.')) : [];
};

beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: dataDir, UPLOAD_RULES: JSON.stringify({ mp3: { max_size: 2000 } }) });
  c = await clientsByRole(t.app, '10.7.1', ['buyer', 'producer', 'producer2', 'admin']);
  const mine = await c.producer.get<{ id: number }[]>('/private-api/dashboard/beats');
  beatId = mine.body.data[0]!.id;
});
afterAll(() => t.close());

const slotFor = (purpose: string, size = 1000, content_type = 'audio/mpeg') => ({
  purpose,
  beat_id: beatId,
  filename: 'take one.mp3',
  size,
  content_type,
});

describe('upload slots', () => {
  it('are for the beat owner and administrators only', async () => {
    expect((await c.visitor.post('/private-api/uploads', slotFor('mp3'))).status).toBe(401);
    expect((await c.buyer.post('/private-api/uploads', slotFor('mp3'))).status).toBe(403);
    expect((await c.producer2.post('/private-api/uploads', slotFor('mp3'))).status).toBe(403);
    expect((await c.producer.post('/private-api/uploads', slotFor('mp3'))).status).toBe(200);
    expect((await c.admin.post('/private-api/uploads', slotFor('mp3'))).status).toBe(200);
  });

  it('refuses a type or size the configuration does not accept, per field', async () => {
    const type = await c.producer.post('/private-api/uploads', slotFor('mp3', 1000, 'text/plain'));
    expect(type.status).toBe(422);
    expect(type.body.response_data?.errors?.[0]?.topic_id).toBe('content_type');
    const size = await c.producer.post('/private-api/uploads', slotFor('mp3', 5000));
    expect(size.status).toBe(422);
    expect(size.body.response_data?.errors?.[0]?.topic_id).toBe('size');
    const missing = await c.producer.post('/private-api/uploads', {
      purpose: 'master',
      filename: 'x.wav',
      size: 1,
      content_type: 'audio/wav',
    });
    expect(missing.status).toBe(422);
    expect(missing.body.response_data?.errors?.[0]?.topic_id).toBe('beat_id');
  });
});

describe('the local presigned POST', () => {
  const mp3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(500, 1)]);

  it('stores a file within the policy and answers 204', async () => {
    const slot = (await c.producer.post<UploadSlot>('/private-api/uploads', slotFor('mp3', mp3.length))).body.data;
    const res = await postToSlot(t.app, slot, { name: 'a.mp3', type: 'audio/mpeg', body: mp3 });
    expect(res.statusCode).toBe(204);
  });

  it('refuses a file over the policy size with an S3 XML error and keeps nothing', async () => {
    const before = stored('incoming').length;
    const slot = (await c.producer.post<UploadSlot>('/private-api/uploads', slotFor('mp3', 1000))).body.data;
    const res = await postToSlot(t.app, slot, { name: 'a.mp3', type: 'audio/mpeg', body: Buffer.alloc(2500, 1) });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('<Code>EntityTooLarge</Code>');
    expect(stored('incoming').length).toBe(before);
    expect(readdirSync(path.join(dataDir, 'storage', '.incoming'))).toEqual([]);
  });

  it('answers bad bodies with a 4xx S3 error, never a 500', async () => {
    for (const [payload, type] of [
      ['{"key": ', 'application/json'],
      ['{"key":"x"}', 'application/json'],
      ['<a/>', 'text/xml'],
      ['--x--', 'multipart/form-data; boundary=x'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/storage/upload',
        payload,
        headers: { 'content-type': type },
      });
      expect(res.statusCode, `${type} ${payload}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${type} ${payload}`).toBeLessThan(500);
    }
  });

  it('refuses an altered policy, a changed key or content type, and an expired policy', async () => {
    const slot = (await c.producer.post<UploadSlot>('/private-api/uploads', slotFor('mp3', 600))).body.data;
    const file = { name: 'a.mp3', type: 'audio/mpeg', body: mp3 };
    const forged = JSON.parse(Buffer.from(slot.fields.Policy!, 'base64').toString()) as Record<string, unknown>;
    forged.maxSize = 10 ** 9;
    const altered = await postToSlot(
      t.app,
      { ...slot, fields: { ...slot.fields, Policy: Buffer.from(JSON.stringify(forged)).toString('base64') } },
      file,
    );
    expect(altered.statusCode).toBe(403);
    expect(altered.body).toContain('<Code>AccessDenied</Code>');
    expect(
      (await postToSlot(t.app, { ...slot, fields: { ...slot.fields, key: 'public/evil.mp3' } }, file)).statusCode,
    ).toBe(403);
    expect(
      (await postToSlot(t.app, { ...slot, fields: { ...slot.fields, 'Content-Type': 'text/html' } }, file)).statusCode,
    ).toBe(403);
    const expired = await t.app.services.storage.presignPost({
      key: 'incoming/x/y.mp3',
      contentType: 'audio/mpeg',
      maxSize: 1000,
      expiresInSec: -1,
    });
    const res = await postToSlot(t.app, { id: 'x', max_size: 1000, ...expired }, file);
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('Policy expired');
  });
});

describe('completing an upload', () => {
  it('files an attachment, one per kind, listed MP3, WAV, ZIP', async () => {
    const zip = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100)]);
    await upload(t.app, c.producer, {
      purpose: 'zip',
      beat_id: beatId,
      name: 'stems.zip',
      type: 'application/zip',
      body: zip,
    });
    await upload(t.app, c.producer, {
      purpose: 'wav',
      beat_id: beatId,
      name: 'beat.wav',
      type: 'audio/wav',
      body: wavTone(0.2),
    });
    const first = await upload(t.app, c.producer, {
      purpose: 'mp3',
      beat_id: beatId,
      name: 'one.mp3',
      type: 'audio/mpeg',
      body: Buffer.concat([Buffer.from('ID3'), Buffer.alloc(50)]),
    });
    expect(first.res.status).toBe(200);
    await upload(t.app, c.admin, {
      purpose: 'mp3',
      beat_id: beatId,
      name: 'two.mp3',
      type: 'audio/mpeg',
      body: Buffer.concat([Buffer.from('ID3'), Buffer.alloc(60)]),
    });
    const list = await c.producer.get<{ kind: string; name: string }[]>(`/private-api/beat/${beatId}/attachments`);
    expect(list.body.data.map((a) => `${a.kind}:${a.name}`)).toEqual(['mp3:two.mp3', 'wav:beat.wav', 'zip:stems.zip']);
    expect((await c.producer2.get(`/private-api/beat/${beatId}/attachments`)).status).toBe(403);
    expect(
      (await c.buyer.delete(`/private-api/attachment/${(list.body.data[0] as unknown as { id: number }).id}`)).status,
    ).toBe(403);
  });

  it('removes a file that is not what it claims to be', async () => {
    const before = stored('incoming').length;
    const res = await upload(t.app, c.producer, {
      purpose: 'wav',
      beat_id: beatId,
      name: 'fake.wav',
      type: 'audio/wav',
      body: Buffer.from('just some text, not audio at all'),
    });
    expect(res.res.status).toBe(422);
    expect(res.res.body.response_data?.errors?.[0]).toEqual({ topic_id: 'file', message: 'This is not a WAV file.' });
    expect(stored('incoming').length).toBe(before);
  });

  it('is only for the user who asked for the slot, and only once', async () => {
    const slot = (await c.producer.post<UploadSlot>('/private-api/uploads', slotFor('mp3', 53))).body.data;
    await postToSlot(t.app, slot, {
      name: 'a.mp3',
      type: 'audio/mpeg',
      body: Buffer.concat([Buffer.from('ID3'), Buffer.alloc(50)]),
    });
    expect((await c.admin.post(`/private-api/uploads/${slot.id}/complete`)).status).toBe(404);
    expect((await c.producer.post(`/private-api/uploads/${slot.id}/complete`)).status).toBe(200);
    expect((await c.producer.post(`/private-api/uploads/${slot.id}/complete`)).status).toBe(409);
  });

  it('turns a cover into every responsive width', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7c3aed' } })
      .png()
      .toBuffer();
    const res = await upload(t.app, c.producer, {
      purpose: 'cover',
      beat_id: beatId,
      name: 'cover.png',
      type: 'image/png',
      body: png,
    });
    const url = res.res.body.data.beat!.image_url as string;
    expect(url).toMatch(/^\/media\/covers\/\d+-[a-f0-9]+\.jpg$/);
    for (const w of [480, 550, 840, 1100, 1280, 1440]) {
      const img = await t.app.inject({ url: url.replace('.jpg', `-${w}.jpg`) });
      expect(img.statusCode).toBe(200);
      expect((await sharp(img.rawPayload).metadata()).width).toBe(w);
    }
  });
});
