import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@beatmarket/shared';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';
import { giveMedia } from '../../../test/fixtures/download-builder.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer'>>>;
type License = { id: number; name: string; type: string; level: string; price: number; bundle_price: number | null };
type Cart = {
  items: { beat_id: number; license: License; trackouts: License | null; bundle: License | null; line_total: number }[];
  totals: { subtotal: number; total: number };
};
let licenses: License[];
let beatId: number;
let featureId: number;
const lic = (type: string, level?: string) => licenses.find((l) => l.type === type && (!level || l.level === level))!;

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.7.6', ['buyer', 'producer']);
  licenses = (await c.visitor.get<License[]>('/private-api/license/records?per_page=25')).body.data;
  const beats = (
    await c.visitor.get<{ id: number; family: string; purchasable: boolean }[]>('/private-api/beat/records?per_page=50')
  ).body.data;
  beatId = beats.find((b) => b.family === 'beat' && b.purchasable)!.id;
  featureId = beats.find((b) => b.family === 'feature' && b.purchasable)!.id;
});
afterAll(() => t.close());

describe('the cart', () => {
  it('needs login', async () => {
    expect((await c.visitor.get('/private-api/cart')).status).toBe(401);
    expect((await c.visitor.post(`/private-api/cart/upsert/${beatId}`, {})).status).toBe(401);
  });

  it('adds a beat at non-exclusive standard and a feature at its unlimited feature licence, priced in cents', async () => {
    await c.buyer.post(`/private-api/cart/upsert/${beatId}`, {});
    const res = await c.buyer.post<Cart>(`/private-api/cart/upsert/${featureId}`, {});
    const [beatLine, featureLine] = res.body.data.items;
    expect(beatLine!.license).toMatchObject({ type: 'non_exclusive', level: 'standard' });
    expect(beatLine!.line_total).toBe(lic('non_exclusive', 'standard').price);
    expect(featureLine!.license).toMatchObject({ type: 'feature', level: 'unlimited' });
    const featurePrice = (await c.visitor.get<{ price: number }>(`/private-api/beat/${featureId}`)).body.data.price;
    expect(featureLine!.line_total).toBe(featurePrice);
    expect(res.body.data.totals.total).toBe(beatLine!.line_total + featurePrice);
    expect((await c.buyer.get<Profile>('/private-api/profile')).body.data._cart_summary.count).toBe(2);
  });

  it('changes a line: trackouts and a bundle add their prices; exclusive refuses both', async () => {
    const standard = lic('non_exclusive', 'standard');
    const sync = licenses.find((l) => l.type === 'sync' && l.bundle_price !== null) ?? lic('sync');
    await t.database.db.execute(sql`update licenses set bundle_price = 2500 where id = ${sync.id}`);
    // Trackouts are sold only with their file (decision 0077).
    await giveMedia(t, beatId, { trackouts: 64 });
    const res = await c.buyer.post<Cart>(`/private-api/cart/upsert/${beatId}`, {
      license_id: standard.id,
      trackouts_id: lic('addon').id,
      bundle_license_id: sync.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.items[0]!.line_total).toBe(standard.price + lic('addon').price + 2500);
    const exclusive = lic('exclusive');
    const refused = await c.buyer.post(`/private-api/cart/upsert/${beatId}`, {
      license_id: exclusive.id,
      trackouts_id: lic('addon').id,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.response_data?.errors?.[0]?.topic_id).toBe('trackouts_id');
    expect((await c.buyer.post(`/private-api/cart/upsert/${beatId}`, { license_id: lic('feature').id })).status).toBe(
      422,
    );
    expect((await c.buyer.post(`/private-api/cart/upsert/${beatId}`, { license_id: 999999 })).status).toBe(422);
    expect((await c.buyer.post(`/private-api/cart/upsert/${beatId}`, { license_id: 'x' })).status).toBe(422);
  });

  it('refuses sold, unavailable and unpublished beats', async () => {
    const mine = (
      await c.producer.get<{ id: number; published_at: string | null; sold: boolean }[]>(
        '/private-api/dashboard/beats?per_page=100',
      )
    ).body.data;
    const sold = mine.find((b) => b.sold);
    if (sold) expect((await c.buyer.post(`/private-api/cart/upsert/${sold.id}`, {})).status).toBe(409);
    const hidden = mine.find((b) => !b.published_at)!;
    expect((await c.buyer.post(`/private-api/cart/upsert/${hidden.id}`, {})).status).toBe(404);
    expect((await c.buyer.post('/private-api/cart/upsert/424242', {})).status).toBe(404);
  });

  it('removes a line and answers with the cart', async () => {
    const res = await c.buyer.delete<Cart>(`/private-api/cart/remove/${featureId}`);
    expect(res.body.data.items.map((i) => i.beat_id)).toEqual([beatId]);
    expect((await c.buyer.get<Profile>('/private-api/profile')).body.data._cart_summary.count).toBe(1);
  });
});
