import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from './storage-s3.js';

// s3rver speaks S3 (presigned POST included) but enforces neither policy nor signature: this covers
// the happy path of the adapter; the policy checks are the local store's tests and S3's own job.
const dir = mkdtempSync(path.join(tmpdir(), 'bm-s3-'));
let server: S3rver;
let endpoint: string;

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: dir,
    silent: true,
    configureBuckets: [{ name: 'beats', configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(() => server.close());

describe('S3 storage adapter', () => {
  it('uploads by presigned POST, reads, delivers by a signed link and removes', async () => {
    const storage = s3Storage({
      bucket: 'beats',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicUrl: `${endpoint}/beats`,
      forcePathStyle: true,
    });
    const key = 'incoming/master/1/abc-take.wav';
    const post = await storage.presignPost({ key, contentType: 'audio/wav', maxSize: 1000, expiresInSec: 60 });
    expect(post.action).toContain(endpoint);
    const form = new FormData();
    for (const [k, v] of Object.entries(post.fields)) form.append(k, v);
    form.append('file', new Blob([Buffer.from('RIFF0000WAVEdata')], { type: 'audio/wav' }), 'take.wav');
    const res = await fetch(post.action, { method: 'POST', body: form });
    expect([200, 201, 204]).toContain(res.status);

    expect(await storage.size(key)).toBe(16);
    expect((await storage.head(key, 4)).toString()).toBe('RIFF');
    const local = path.join(dir, 'copy.wav');
    await storage.download(key, local);
    expect(readFileSync(local, 'utf8')).toBe('RIFF0000WAVEdata');

    const preview = path.join(dir, 'p.mp3');
    writeFileSync(preview, 'ID3 preview');
    await storage.upload(preview, 'public/previews/1-x.mp3', 'audio/mpeg');
    expect(storage.publicUrl('public/previews/1-x.mp3')).toBe(`${endpoint}/beats/public/previews/1-x.mp3`);
    expect(await (await fetch(storage.publicUrl('public/previews/1-x.mp3'))).text()).toBe('ID3 preview');

    const delivery = await storage.deliver(key, 'Take.wav', 60);
    if (delivery.kind !== 'redirect') throw new Error('S3 delivers by redirect');
    expect(await (await fetch(delivery.url)).text()).toBe('RIFF0000WAVEdata');

    await storage.remove([key]);
    expect(await storage.size(key)).toBeNull();
  });

  it('moves a checked upload to its final key with a server-side copy, leaving nothing at the slot key', async () => {
    const storage = s3Storage({
      bucket: 'beats',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicUrl: `${endpoint}/beats`,
      forcePathStyle: true,
    });
    const from = 'incoming/zip/1/abc-stems-pack.zip';
    const src = path.join(dir, 'stems.zip');
    writeFileSync(src, 'PK\x03\x04 stems');
    await storage.upload(src, from, 'application/zip');
    await storage.move(from, 'private/zip/1/abc-stems-pack.zip');
    expect(await storage.size(from)).toBeNull();
    expect((await storage.head('private/zip/1/abc-stems-pack.zip', 2)).toString()).toBe('PK');
  });
});
