import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlideData } from '@beatmarket/shared';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';
import { mediaDataDir, upload } from '../../../test/media-helpers.js';

let ctx: TestContext;
let as: Record<'visitor' | 'buyer' | 'producer' | 'admin', Client>;
beforeAll(async () => {
  ctx = await createTestContext({ DATA_DIR: mediaDataDir() });
  as = await clientsByRole(ctx.app, '10.82.0', ['buyer', 'producer', 'admin']);
});
afterAll(() => ctx.close());

const api = '/private-api';
const live = async () => (await as.visitor.get<SlideData[]>(`${api}/content/slides`)).body.data;
const create = (body: Record<string, unknown>, c = as.admin) => c.post<SlideData>(`${api}/slide/create`, body);
const hour = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('slides', () => {
  it('a demo install has published slides with real copy, in order', async () => {
    const slides = await live();
    expect(slides.length).toBeGreaterThanOrEqual(2);
    expect(slides.map((s) => s.position)).toEqual([...slides.map((s) => s.position)].sort((a, b) => a - b));
    for (const s of slides) expect(s.title.length).toBeGreaterThan(10);
  });

  it('who may edit: visitor 401, buyer and producer 403, administrator creates, saves and deletes', async () => {
    expect((await create({ title: 'Summer sale' }, as.visitor)).status).toBe(401);
    expect((await create({ title: 'Summer sale' }, as.buyer)).status).toBe(403);
    expect((await create({ title: 'Summer sale' }, as.producer)).status).toBe(403);
    const made = await create({ title: 'Summer sale' });
    expect(made.status).toBe(200);
    const id = made.body.data.id;
    // Unpublished by default, and placed after the others.
    expect(made.body.data).toMatchObject({ published: false, link: '', image_url: null });
    expect(made.body.data.position).toBeGreaterThan(0);
    for (const c of [as.buyer, as.producer])
      expect((await c.post(`${api}/slide/${id}/save`, { field: 'published', value: true })).status).toBe(404);
    expect((await as.visitor.post(`${api}/slide/${id}/save`, { field: 'published', value: true })).status).toBe(404);
    expect((await as.admin.post(`${api}/slide/${id}/save`, { field: 'published', value: true })).status).toBe(200);
    expect((await live()).some((s) => s.id === id)).toBe(true);
    expect((await as.admin.delete(`${api}/slide/${id}`)).status).toBe(200);
    expect((await live()).some((s) => s.id === id)).toBe(false);
  });

  it('the home page shows a published slide only inside its window', async () => {
    const base = { published: true };
    const open = await create({ ...base, title: 'Open window' });
    const started = await create({ ...base, title: 'Started an hour ago', published_from: at(-hour) });
    const future = await create({ ...base, title: 'Starts tomorrow', published_from: at(24 * hour) });
    const ended = await create({ ...base, title: 'Ended', published_from: at(-2 * hour), published_to: at(-hour) });
    const ending = await create({ ...base, title: 'Ends soon', published_to: at(hour) });
    const hidden = await create({ title: 'Not published', published_from: at(-hour) });
    const shown = new Set((await live()).map((s) => s.id));
    expect(shown.has(open.body.data.id)).toBe(true);
    expect(shown.has(started.body.data.id)).toBe(true);
    expect(shown.has(ending.body.data.id)).toBe(true);
    expect(shown.has(future.body.data.id)).toBe(false);
    expect(shown.has(ended.body.data.id)).toBe(false);
    expect(shown.has(hidden.body.data.id)).toBe(false);
    // Moving the window of a cached slide shows at once (the edit drops the cache).
    await as.admin.post(`${api}/slide/${future.body.data.id}/save`, { field: 'published_from', value: at(-60_000) });
    expect((await live()).some((s) => s.id === future.body.data.id)).toBe(true);
    for (const s of [open, started, future, ended, ending, hidden])
      await as.admin.delete(`${api}/slide/${s.body.data.id}`);
  });

  it('takes addresses as typed (spec §5 URL input): https:// added, a site path kept', async () => {
    const made = await create({ title: 'Typed', link: 'instagram.com/beatmarket', image_url: '//cdn.example/a.jpg' });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({
      link: 'https://instagram.com/beatmarket',
      image_url: 'https://cdn.example/a.jpg',
    });
    const id = made.body.data.id;
    const saved = await as.admin.post<SlideData>(`${api}/slide/${id}/save`, { field: 'link', value: '/page/about-us' });
    expect(saved.body.data.link).toBe('/page/about-us');
    await as.admin.delete(`${api}/slide/${id}`);
  });

  it('validation: per-field 422s, never a 500', async () => {
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(res.body), field).toContain(field);
    };
    await bad({ title: '' }, 'title');
    await bad({ title: 'x'.repeat(121) }, 'title');
    await bad({ title: 'A', text: 'x'.repeat(301) }, 'text');
    await bad({ title: 'A', link: 'javascript:alert(1)' }, 'link');
    await bad({ title: 'A', link: 'mailto:a@b.example' }, 'link');
    await bad({ title: 'A', image_url: 'http://plain.example/a.jpg' }, 'image_url');
    await bad({ title: 'A', published_from: 'tomorrow' }, 'published_from');
    await bad({ title: 'A', published_from: at(hour), published_to: at(-hour) }, 'published_to');
    await bad({ title: 'A', position: -1 }, 'position');
    // One end of the window saved alone is checked against the stored other end.
    const id = (await create({ title: 'Window', published_from: at(hour) })).body.data.id;
    const res = await as.admin.post(`${api}/slide/${id}/save`, { field: 'published_to', value: at(-hour) });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('published_to');
    const ok = await as.admin.post<SlideData>(`${api}/slide/${id}/save`, {
      field: 'published_to',
      value: at(2 * hour),
    });
    expect(ok.status).toBe(200);
    expect(await as.admin.post(`${api}/slide/${id}/save`, { field: 'published_from', value: '' })).toMatchObject({
      status: 200,
    });
    await as.admin.delete(`${api}/slide/${id}`);
  });

  it('reorder: administrators only, every live slide once', async () => {
    const list = async () =>
      (await as.admin.get<SlideData[]>(`${api}/slide/records?per_page=0`)).body.data.map((s) => s.id);
    const ids = await list();
    const reversed = [...ids].reverse();
    expect((await as.producer.post(`${api}/slide/reorder`, { ids: reversed })).status).toBe(403);
    expect((await as.visitor.post(`${api}/slide/reorder`, { ids: reversed })).status).toBe(401);
    expect((await as.admin.post(`${api}/slide/reorder`, { ids: reversed.slice(1) })).status).toBe(409);
    expect((await as.admin.post(`${api}/slide/reorder`, { ids: [...reversed, reversed[0]] })).status).toBe(409);
    expect((await as.admin.post(`${api}/slide/reorder`, { ids: 'nope' })).status).toBe(422);
    expect((await as.admin.post(`${api}/slide/reorder`, { ids: reversed })).status).toBe(200);
    expect(await list()).toEqual(reversed);
    const shown = (await live()).map((s) => s.id);
    expect(shown).toEqual(reversed.filter((id) => shown.includes(id)));
  });

  it('an uploaded slide image comes in every responsive width, 16:9; producers may not upload one', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#0ea5e9' } })
      .png()
      .toBuffer();
    const file = { purpose: 'slide', name: 'slide.png', type: 'image/png', body: png };
    expect((await upload(ctx.app, as.producer, file)).res.status).toBe(403);
    const done = await upload(ctx.app, as.admin, file);
    expect(done.res.status).toBe(200);
    const url = (done.res.body.data as unknown as { image_url: string }).image_url;
    expect(url).toMatch(/^\/media\/slides\/[a-z0-9]+-[a-f0-9]+\.jpg$/);
    for (const w of [480, 550, 840, 1100, 1280, 1440]) {
      const img = await ctx.app.inject({ url: url.replace('.jpg', `-${w}.jpg`) });
      expect(img.statusCode).toBe(200);
      expect(await sharp(img.rawPayload).metadata()).toMatchObject({ width: w, height: Math.round((w * 9) / 16) });
    }
    const saved = await create({ title: 'With image', image_url: url });
    expect(saved.body.data.image_url).toBe(url);
    // Not an image: refused as the uploader's 4xx.
    const text = await upload(ctx.app, as.admin, { ...file, body: Buffer.from('not an image at all') });
    expect(text.res.status).toBe(422);
  });
});
