import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadSlot } from '@beatmarket/shared';
import { attachments, beats, uploads } from '../../db/schema/index.js';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';
import { mediaDataDir, postToSlot, wavTone } from '../../../test/media-helpers.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'producer'>>>;
let beatId: number;
let shareToken: string;

beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: mediaDataDir() });
  c = await clientsByRole(t.app, '10.7.9', ['producer']);
  const mine = (await c.producer.get<{ id: number; token: string }[]>('/private-api/dashboard/beats')).body.data[0]!;
  beatId = mine.id;
  shareToken = mine.token;
});
afterAll(() => t.close());

/** Slot and direct post, the completion left to the test. */
async function slotWith(purpose: string, file: { name: string; type: string; body: Buffer }) {
  const slot = (
    await c.producer.post<UploadSlot>('/private-api/uploads', {
      purpose,
      beat_id: beatId,
      filename: file.name,
      size: file.body.length,
      content_type: file.type,
    })
  ).body.data;
  expect((await postToSlot(t.app, slot, file)).statusCode).toBe(204);
  return slot;
}
const follow = (href: string) => c.producer.request({ method: 'GET', url: href });
const sharedFile = async (format: 'trackouts' | 'wav') =>
  (await c.visitor.get<{ files: { href: string }[] }>(`/private-api/dt/${shareToken}${format === 'wav' ? '/wav' : ''}`))
    .body.data.files[0]!;

describe('an upload slot after completion', () => {
  it('can no longer change the checked file: HTML posted to it later is never what a share link serves', async () => {
    const zip = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]);
    const slot = await slotWith('zip', { name: 'stems.zip', type: 'application/zip', body: zip });
    expect((await c.producer.post(`/private-api/uploads/${slot.id}/complete`)).status).toBe(200);

    // The slot's policy is still within its hour: storage takes the post, but nothing reads that key any more.
    const html = Buffer.from('<html><script>alert(document.domain)</script></html>'.padEnd(200, ' '));
    await postToSlot(t.app, slot, { name: 'stems.zip', type: 'application/zip', body: html });
    const res = await t.app.inject({ url: (await sharedFile('trackouts')).href });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.rawPayload.equals(zip)).toBe(true);
    expect((await c.producer.post(`/private-api/uploads/${slot.id}/complete`)).status).toBe(409);
  });
});

describe('a stored file that is missing or corrupt', () => {
  it('a corrupt cover with a valid header is a 422 on the file, and the upload is not complete', async () => {
    const png = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(400, 0x41)]);
    const slot = await slotWith('cover', { name: 'cover.png', type: 'image/png', body: png });
    const res = await c.producer.post(`/private-api/uploads/${slot.id}/complete`);
    expect(res.status).toBe(422);
    expect(res.body.response_data?.errors?.[0]).toEqual({
      topic_id: 'file',
      message: 'This image could not be read. Please upload another file.',
    });
    const [row] = await t.database.db
      .select({ completedAt: uploads.completedAt })
      .from(uploads)
      .where(eq(uploads.id, slot.id));
    expect(row!.completedAt).toBeNull();
    const [beat] = await t.database.db.select({ imageUrl: beats.imageUrl }).from(beats).where(eq(beats.id, beatId));
    expect(beat!.imageUrl ?? '').not.toMatch(/^\/media\/covers\//);
  });

  it('a removed master or attachment behind a still-valid link is a 404 with a clear message', async () => {
    const master = await slotWith('master', { name: 'master.wav', type: 'audio/wav', body: wavTone(0.5) });
    expect((await c.producer.post(`/private-api/uploads/${master.id}/complete`)).status).toBe(200);
    const wav = await sharedFile('wav');
    expect((await follow(wav.href)).status).toBe(200);
    const [row] = await t.database.db.select({ masterKey: beats.masterKey }).from(beats).where(eq(beats.id, beatId));
    await t.app.services.storage.remove([row!.masterKey!]);
    const gone = await follow(wav.href);
    expect(gone.status).toBe(404);
    expect(gone.body.response_data?.error).toBe('This file is no longer available.');

    const zip = await sharedFile('trackouts');
    const key = (
      await t.database.db
        .select({ key: attachments.key })
        .from(attachments)
        .where(and(eq(attachments.beatId, beatId), eq(attachments.kind, 'zip'), isNull(attachments.deletedAt)))
    )[0]!.key;
    await t.app.services.storage.remove([key]);
    expect((await follow(zip.href)).status).toBe(404);
  });

  it('a public file that is gone is a 404, not the web app', async () => {
    const res = await t.app.inject({ url: '/media/covers/0-gone.jpg' });
    expect(res.statusCode).toBe(404);
  });
});
