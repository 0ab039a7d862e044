import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreItemData } from '@beatmarket/shared';
import { mailOutbox } from '../../db/schema/index.js';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';
import { mediaDataDir, upload } from '../../../test/media-helpers.js';

type Role = 'visitor' | 'buyer' | 'producer' | 'producer2' | 'admin';
let ctx: TestContext;
let as: Record<Role, Client>;
let png: Buffer;
beforeAll(async () => {
  ctx = await createTestContext({ DATA_DIR: mediaDataDir() });
  as = await clientsByRole(ctx.app, '10.83.0', ['buyer', 'producer', 'producer2', 'admin']);
  png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#a33' } })
    .png()
    .toBuffer();
});
afterAll(() => ctx.close());

const api = '/private-api';
/** The smallest ZIP there is: an empty archive's end-of-directory record (`PK\5\6`) after a stored entry. */
const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200, 0)]);
const kit = { kind: 'drum_kit', title: 'Dusty Drums Vol. 1', description: 'Crunchy kicks and snares.', price: 2500 };
const create = (c: Client, body: Record<string, unknown> = kit) =>
  c.post<StoreItemData>(`${api}/store_item/create`, body);
const files = async (c: Client, id: number) => {
  const cover = await upload(ctx.app, c, {
    purpose: 'store_cover',
    store_item_id: id,
    name: 'c.png',
    type: 'image/png',
    body: png,
  });
  const pack = await upload(ctx.app, c, {
    purpose: 'store_zip',
    store_item_id: id,
    name: 'kit.zip',
    type: 'application/zip',
    body: zip,
  });
  return [cover.res.status, pack.res.status];
};
const listed = async (query = '') =>
  (await as.visitor.get<{ items: StoreItemData[]; total: number }>(`${api}/store/items${query}`)).body.data;

describe('store items', () => {
  it('a producer makes a draft with files, sends it for approval; an administrator publishes it', async () => {
    const made = await create(as.producer);
    expect(made.status).toBe(200);
    const item = made.body.data;
    expect(item).toMatchObject({ status: 'draft', price: 2500, image_url: null, zip_name: null });
    expect(item.terms).toContain('Royalty-free');
    expect(item.slug).toBe(`dusty-drums-vol-1-${item.id}`);
    // Nothing to approve without its files.
    expect((await as.producer.post(`${api}/store_item/${item.id}/request_publish`)).status).toBe(422);
    expect(await files(as.producer, item.id)).toEqual([200, 200]);
    const sent = await as.producer.post<StoreItemData>(`${api}/store_item/${item.id}/request_publish`);
    expect(sent.body.data).toMatchObject({ status: 'pending', zip_name: 'kit.zip', zip_size: zip.length });
    // Every administrator hears of it, with a link to the item.
    const told = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'store-item-awaiting-approval'));
    expect(told.length).toBeGreaterThan(0);
    expect(told.map((m) => m.to)).toContain('admin@beatmarket.test');
    expect(told[0]!.html).toContain(`/store-item/${item.id}`);
    expect(sent.body.data.image_url).toMatch(/^\/media\//);
    // Pending: locked for its producer, unseen by the public.
    expect((await as.producer.post(`${api}/store_item/${item.id}/save`, { field: 'price', value: 10 })).status).toBe(
      403,
    );
    expect((await listed()).items.some((i) => i.id === item.id)).toBe(false);
    expect((await as.visitor.get(`${api}/store/items/${item.slug}`)).status).toBe(404);
    expect((await as.producer.get(`${api}/store/items/${item.slug}`)).status).toBe(200);
    const approved = await as.admin.post<StoreItemData>(`${api}/store_item/${item.id}/approve`);
    expect(approved.body.data.status).toBe('published');
    const shown = await as.visitor.get<StoreItemData>(`${api}/store/items/${item.slug}`);
    expect(shown.body.data).toMatchObject({ title: kit.title, zip_name: null, seller_name: expect.any(String) });
    expect((await listed('?kind=drum_kit&search=dusty')).items.map((i) => i.id)).toContain(item.id);
    expect((await listed('?kind=loop_pack&search=dusty')).items.map((i) => i.id)).not.toContain(item.id);
    expect((await listed('?search=no%25such_kit')).total).toBe(0);
  });

  it('an administrator rejects with a reason the producer reads; the producer fixes and resends', async () => {
    const item = (await create(as.producer, { ...kit, title: 'Loops', kind: 'loop_pack' })).body.data;
    await files(as.producer, item.id);
    await as.producer.post(`${api}/store_item/${item.id}/request_publish`);
    expect((await as.admin.post(`${api}/store_item/${item.id}/reject`, {})).status).toBe(422);
    await as.admin.post(`${api}/store_item/${item.id}/reject`, { reason: 'The demo clips.' });
    const mine = (await as.producer.get<StoreItemData[]>(`${api}/store/mine`)).body.data.find((i) => i.id === item.id);
    expect(mine).toMatchObject({ status: 'rejected', reject_reason: 'The demo clips.' });
    expect((await as.producer.post(`${api}/store_item/${item.id}/save`, { field: 'price', value: 1999 })).status).toBe(
      200,
    );
    expect(
      (await as.producer.post<StoreItemData>(`${api}/store_item/${item.id}/request_publish`)).body.data.status,
    ).toBe('pending');
  });

  it('an administrator’s item is the house’s', async () => {
    const item = (await create(as.admin, { ...kit, title: 'House presets', kind: 'preset_bank' })).body.data;
    expect(item).toMatchObject({ producer_id: null, seller_name: 'Beatmarket' });
  });

  it('who may do what: visitor, buyer, producer owner, other producer, administrator', async () => {
    const item = (await create(as.producer, { ...kit, title: 'Permissions' })).body.data;
    const statuses = async (call: (c: Client) => Promise<{ status: number }>) => {
      const out: number[] = [];
      for (const r of ['visitor', 'buyer', 'producer', 'producer2', 'admin'] as Role[])
        out.push((await call(as[r])).status);
      return out;
    };
    expect(await statuses((c) => create(c))).toEqual([401, 403, 200, 200, 200]);
    // A draft is its producer's and the administrators'.
    expect(await statuses((c) => c.get(`${api}/store_item/${item.id}`))).toEqual([404, 404, 200, 404, 200]);
    expect(
      await statuses((c) => c.post(`${api}/store_item/${item.id}/save`, { field: 'title', value: 'Renamed' })),
    ).toEqual([404, 404, 200, 404, 200]);
    const slot = (c: Client) =>
      c.post(`${api}/uploads`, {
        purpose: 'store_zip',
        store_item_id: item.id,
        filename: 'k.zip',
        size: 10,
        content_type: 'application/zip',
      });
    expect(await statuses(slot)).toEqual([401, 403, 200, 404, 200]);
    expect(await statuses((c) => c.get(`${api}/store_item/records`))).toEqual([401, 403, 403, 403, 200]);
    expect(await statuses((c) => c.get(`${api}/store/mine`))).toEqual([401, 403, 200, 200, 200]);
    await files(as.producer, item.id);
    expect(await statuses((c) => c.post(`${api}/store_item/${item.id}/approve`))).toEqual([404, 404, 403, 404, 200]);
    // Published: everyone reads it; only the administrators reject it.
    expect(await statuses((c) => c.get(`${api}/store_item/${item.id}`))).toEqual([200, 200, 200, 200, 200]);
    expect(await statuses((c) => c.post(`${api}/store_item/${item.id}/reject`, { reason: 'No.' }))).toEqual([
      401, 403, 403, 403, 200,
    ]);
    // Its producer archives it (then it is gone for everyone but the administrators).
    expect(await statuses((c) => c.delete(`${api}/store_item/${item.id}`))).toEqual([404, 404, 200, 404, 200]);
  });

  it('validation: per-field 422s, a ZIP that is not one is refused', async () => {
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await create(as.producer, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(res.body), field).toContain(field);
    };
    await bad({ ...kit, title: '' }, 'title');
    await bad({ ...kit, kind: 'bundle' }, 'kind');
    await bad({ ...kit, price: 12.5 }, 'price');
    await bad({ ...kit, price: 50 }, 'price');
    await bad({ ...kit, image_url: 'https://evil.example/x.png' }, 'image_url');
    const item = (await create(as.producer)).body.data;
    const fake = await upload(ctx.app, as.producer, {
      purpose: 'store_zip',
      store_item_id: item.id,
      name: 'kit.zip',
      type: 'application/zip',
      body: Buffer.from('not a zip at all, just text'),
    });
    expect(fake.res.status).toBe(422);
    expect(JSON.stringify(fake.res.body)).toContain('This is not a ZIP file.');
    const huge = await as.producer.post(`${api}/uploads`, {
      purpose: 'store_zip',
      store_item_id: item.id,
      filename: 'k.zip',
      size: 2 * 1024 ** 3,
      content_type: 'application/zip',
    });
    expect(huge.status).toBe(422);
    expect(
      (
        await as.producer.post(`${api}/uploads`, {
          purpose: 'store_zip',
          filename: 'k.zip',
          size: 9,
          content_type: 'application/zip',
        })
      ).status,
    ).toBe(422);
    expect((await as.visitor.get(`${api}/store/items?kind=bundle`)).status).toBe(422);
  });
});
