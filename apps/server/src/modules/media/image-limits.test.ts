import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';
import { mediaDataDir, upload } from '../../../test/media-helpers.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'producer' | 'admin'>>>;
let beatId: number;

beforeAll(async () => {
  // Slides keep the default limit (40 megapixels); covers get a small one here.
  t = await createTestContext({
    DATA_DIR: mediaDataDir(),
    UPLOAD_RULES: JSON.stringify({ cover: { max_pixels: 1_000_000 } }),
  });
  c = await clientsByRole(t.app, '10.7.11', ['producer', 'admin']);
  beatId = (await c.producer.get<{ id: number }[]>('/private-api/dashboard/beats')).body.data[0]!.id;
});
afterAll(() => t.close());

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();

/** A PNG whose header claims width × height and whose pixels are cut off: what a bomb shows before decoding. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image pixel limits', () => {
  it('refuses a cover over its pixel limit before decoding it, saying both sizes', async () => {
    const big = await upload(t.app, c.producer, {
      purpose: 'cover',
      beat_id: beatId,
      name: 'wide.png',
      type: 'image/png',
      body: await png(2000, 1000),
    });
    expect(big.res.status).toBe(422);
    expect(big.res.body.response_data?.errors?.[0]).toEqual({
      topic_id: 'file',
      message: 'This image is 2000 × 1000 pixels (2 megapixels); the most accepted is 1 megapixels.',
    });
    const fits = await upload(t.app, c.producer, {
      purpose: 'cover',
      beat_id: beatId,
      name: 'square.png',
      type: 'image/png',
      body: await png(900, 900),
    });
    expect(fits.res.status).toBe(200);
  });

  it('refuses a slide claiming 15,000 × 15,000 pixels (under sharp’s own default) with the default limit', async () => {
    const bomb = await upload(t.app, c.admin, {
      purpose: 'slide',
      name: 'bomb.png',
      type: 'image/png',
      body: pngHeader(15_000, 15_000),
    });
    expect(bomb.res.status).toBe(422);
    expect(bomb.res.body.response_data?.errors?.[0]?.message).toBe(
      'This image is 15000 × 15000 pixels (225 megapixels); the most accepted is 40 megapixels.',
    );
  });
});
