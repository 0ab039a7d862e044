import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers.js';

/** A built web app with what precompress.mjs leaves: a hashed bundle with its .br and .gz, and a logo. */
const webDist = mkdtempSync(path.join(tmpdir(), 'bm-web-compress-'));
const bundle = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
mkdirSync(path.join(webDist, 'assets'));
// Over the 1 KB threshold, as a real document with its head and preload links is.
writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><html><head><title>Beatmarket</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}</head><body><div id="root"></div></body></html>`,
);
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), bundle);
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(bundle));
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.gz'), gzipSync(bundle));
writeFileSync(path.join(webDist, 'logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(2000)}</svg>`);

let ctx: TestContext;
let previewUrl: string;
const preview = Buffer.alloc(64 * 1024, 7);
beforeAll(async () => {
  ctx = await createTestContext({ WEB_DIST: webDist });
  const name = `bench-${process.pid}-${Date.now()}.mp3`;
  const dir = path.join(ctx.config.dataDir, 'storage', 'public', 'previews');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), preview);
  previewUrl = `/media/previews/${name}`;
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

describe('static assets, precompressed at build', () => {
  it('sends the brotli copy when accepted, else gzip, else the plain file; each says it varies', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);
    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bundle);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
    for (const res of [br, gz, plain]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('files without a hashed name are cached briefly; the document is revalidated; maps stay private', async () => {
    const logo = await get('/logo.svg', { 'accept-encoding': 'br' });
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
    // No .br beside it: compressed on the fly rather than sent plain.
    expect(logo.headers['content-encoding']).toBe('br');
    // The document is made per request: compressed on the way out.
    const doc = await get('/', { 'accept-encoding': 'br' });
    expect(doc.headers['cache-control']).toBe('no-cache');
    expect(doc.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(doc.rawPayload).toString()).toMatch(/<div id="root">/);
    expect((await get('/assets/index-abc123.js.map')).statusCode).toBe(404);
  });
});

describe('API compression', () => {
  it('compresses a large list with brotli or gzip and leaves a tiny answer alone', async () => {
    const url = '/private-api/beat/records?per_page=50';
    const br = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const list = JSON.parse(brotliDecompressSync(br.rawPayload).toString()) as { data: unknown[] };
    expect(list.data.length).toBeGreaterThan(20);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(list).length / 3);
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).data).toEqual(list.data);
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json<typeof list>().data).toEqual(list.data);

    const tiny = await get('/private-api/no-such-call', { 'accept-encoding': 'br, gzip' });
    expect(tiny.statusCode).toBe(404);
    expect(tiny.rawPayload.length).toBeLessThan(1024);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.json()).toMatchObject({ response_data: { code: 'not_found' } });
  });

  it('never compresses a preview, whole or in part: byte ranges stay byte ranges', async () => {
    const whole = await get(previewUrl, { 'accept-encoding': 'br, gzip' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.rawPayload.equals(preview)).toBe(true);
    const part = await get(previewUrl, { 'accept-encoding': 'br, gzip', range: 'bytes=1000-4999' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe(`bytes 1000-4999/${preview.length}`);
    expect(part.rawPayload.length).toBe(4000);
  });
});
