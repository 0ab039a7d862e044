import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';
import { mediaDataDir, upload } from '../../../test/media-helpers.js';
import { sanitizeStoredHtml } from '../../core/sanitize-html.js';

let ctx: TestContext;
let as: Record<'visitor' | 'buyer' | 'producer' | 'admin', Client>;
beforeAll(async () => {
  ctx = await createTestContext({ DATA_DIR: mediaDataDir() });
  as = await clientsByRole(ctx.app, '10.81.7', ['buyer', 'producer', 'admin']);
});
afterAll(() => ctx.close());

type Done = { image_url: string; image_widths: number[]; image_width: number; image_height: number };
const image = (width: number, height: number, alpha = false) =>
  sharp({ create: { width, height, channels: alpha ? 4 : 3, background: { r: 20, g: 160, b: 220, alpha: 0.5 } } })
    .png()
    .toBuffer();

describe('content images (the rich-text editor uploads them)', () => {
  it('only administrators may upload one: visitor 401, buyer and producer 403', async () => {
    const slot = { purpose: 'content_image', filename: 'a.png', size: 1000, content_type: 'image/png' };
    expect((await as.visitor.post('/private-api/uploads', slot)).status).toBe(401);
    expect((await as.buyer.post('/private-api/uploads', slot)).status).toBe(403);
    expect((await as.producer.post('/private-api/uploads', slot)).status).toBe(403);
    expect((await as.admin.post('/private-api/uploads', slot)).status).toBe(200);
  });

  it('images only, at most 10 MB, refused per field', async () => {
    const base = { purpose: 'content_image', filename: 'a.svg', size: 1000 };
    const type = await as.admin.post('/private-api/uploads', { ...base, content_type: 'image/svg+xml' });
    expect(type.status).toBe(422);
    expect(type.body.response_data?.errors?.[0]?.topic_id).toBe('content_type');
    const size = await as.admin.post('/private-api/uploads', {
      ...base,
      size: 10 * 1024 * 1024 + 1,
      content_type: 'image/png',
    });
    expect(size.status).toBe(422);
    expect(size.body.response_data?.errors?.[0]?.topic_id).toBe('size');
    // A text file named and typed as a PNG is refused once its bytes are read.
    const fake = await upload(ctx.app, as.admin, {
      purpose: 'content_image',
      name: 'x.png',
      type: 'image/png',
      body: Buffer.from('<svg onload="alert(1)"></svg>'),
    });
    expect(fake.res.status).toBe(422);
  });

  it('is stored public in the responsive widths up to its own, proportions kept, and survives the sanitiser', async () => {
    const done = await upload(ctx.app, as.admin, {
      purpose: 'content_image',
      name: 'Studio Photo.png',
      type: 'image/png',
      body: await image(1000, 500),
    });
    expect(done.res.status).toBe(200);
    const data = done.res.body.data as unknown as Done;
    expect(data.image_url).toMatch(/^\/media\/content\/[a-z0-9]+-[a-f0-9]+\.jpg$/);
    expect(data).toMatchObject({ image_widths: [480, 550, 840], image_width: 1000, image_height: 500 });
    for (const w of [480, 550, 840]) {
      const res = await ctx.app.inject({ url: data.image_url.replace('.jpg', `-${w}.jpg`) });
      expect(res.statusCode).toBe(200);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: w, height: w / 2, format: 'jpeg' });
    }
    // The editor's <img>, saved on a page, reaches the visitor as written.
    const srcset = [480, 550, 840].map((w) => `${data.image_url.replace('.jpg', `-${w}.jpg`)} ${w}w`).join(', ');
    const html = `<p><img src="${data.image_url}" srcset="${srcset}" sizes="(max-width: 768px) 100vw, 768px" alt="Studio" width="1000" height="500" loading="lazy"></p>`;
    const saved = await as.admin.post('/private-api/text_snippet/about-us/save', { field: 'content', value: html });
    expect(saved.status).toBe(200);
    const read = await as.visitor.get<{ content: string }>('/private-api/content/snippet/about-us');
    expect(read.body.data.content).toBe(html.replace('loading="lazy">', 'loading="lazy" />'));
  });

  it('a transparent image stays PNG', async () => {
    const done = await upload(ctx.app, as.admin, {
      purpose: 'content_image',
      name: 'logo.png',
      type: 'image/png',
      body: await image(300, 100, true),
    });
    expect(done.res.body.data).toMatchObject({ image_widths: [], image_width: 300, image_height: 100 });
    expect((done.res.body.data as unknown as Done).image_url).toMatch(/\.png$/);
  });
});

describe('the sanitiser keeps images and YouTube players, nothing that runs', () => {
  it.each([
    ['<img src="/media/content/a.jpg" onerror="alert(1)">', '<img src="/media/content/a.jpg" />'],
    ['<img src="javascript:alert(1)">', '<img />'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
    [
      '<img src="/a.jpg" srcset="javascript:alert(1) 480w, /a-550.jpg 550w">',
      '<img src="/a.jpg" srcset="/a-550.jpg 550w" />',
    ],
    ['<img src="/a.jpg" style="background:url(javascript:x)">', '<img src="/a.jpg" />'],
    ['<svg><image href="javascript:alert(1)"/></svg>', ''],
  ])('%s', (dirty, clean) => {
    expect(sanitizeStoredHtml(dirty)).toBe(clean);
  });

  it('keeps youtube-nocookie and youtube embeds with their size; drops other frames and other YouTube pages', () => {
    const sized =
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="480" height="270" data-fit="height"></iframe>';
    // A sized player gets the aspect ratio of its size (it shrinks on a phone at its own proportions), and
    // sanitising again (on every read) gives the same markup.
    const withRatio = sized.replace('data-fit="height"', 'data-fit="height" style="aspect-ratio:480/270"');
    expect(sanitizeStoredHtml(sized)).toBe(withRatio);
    expect(sanitizeStoredHtml(withRatio)).toBe(withRatio);
    expect(sanitizeStoredHtml(sized.replace('<iframe', '<iframe style="position:fixed;inset:0"'))).toBe(withRatio);
    const unsized = '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>';
    expect(sanitizeStoredHtml(unsized)).toBe(unsized);
    expect(sanitizeStoredHtml(unsized.replace('<iframe', '<iframe style="aspect-ratio:1/1"'))).toBe(unsized);
    for (const html of [
      '<iframe src="https://evil.example/embed/dQw4w9WgXcQ"></iframe>',
      '<iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></iframe>',
      '<iframe src="http://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
      '<iframe src="https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ"></iframe>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    ])
      expect(sanitizeStoredHtml(html)).toBe('');
  });
});
