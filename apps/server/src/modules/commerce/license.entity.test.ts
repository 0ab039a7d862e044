import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'admin'>>>;
type License = { id: number; name: string; type: string; level: string; price: number };
type Beat = { family: string; price: number; price_from: number | null };

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.7.5', ['buyer', 'producer', 'admin']);
});
afterAll(() => t.close());

const basic = {
  name: 'Mixtape Lease',
  description: '',
  type: 'non_exclusive',
  level: 'basic',
  price: 1999,
  specifications: { streams: 10000, mp3: true },
  bundle_price: null,
  bundled_name: '',
  bundled_description: '',
};

describe('licences', () => {
  it('are read by everyone, cheapest first, with the seeded set', async () => {
    const res = await c.visitor.get<License[]>('/private-api/license/records?per_page=25');
    expect(res.status).toBe(200);
    expect(res.body.data.map((l) => l.type)).toEqual(
      expect.arrayContaining(['non_exclusive', 'sync', 'exclusive', 'addon', 'feature']),
    );
    const prices = res.body.data.map((l) => l.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('are managed by administrators only, with per-field validation', async () => {
    expect((await c.visitor.post('/private-api/license/create', basic)).status).toBe(401);
    expect((await c.buyer.post('/private-api/license/create', basic)).status).toBe(403);
    expect((await c.producer.post('/private-api/license/create', basic)).status).toBe(403);
    const bad = await c.admin.post('/private-api/license/create', { ...basic, price: 19.99, level: 'gold' });
    expect(bad.status).toBe(422);
    expect(bad.body.response_data?.errors?.map((e) => e.topic_id).sort()).toEqual(['level', 'price']);
  });

  it("give beats a 'from' price: the cheapest pickable licence; features keep their own price", async () => {
    const before = (await c.visitor.get<Beat[]>('/private-api/beat/records?per_page=50')).body.data;
    expect(before.filter((b) => b.family === 'beat').every((b) => b.price_from === 2999)).toBe(true);
    expect(before.filter((b) => b.family === 'feature').every((b) => b.price_from === b.price)).toBe(true);
    const created = await c.admin.post<License>('/private-api/license/create', basic);
    expect(created.status).toBe(200);
    const after = (await c.visitor.get<Beat[]>('/private-api/beat/records?per_page=10&filter={"family":"beat"}')).body
      .data;
    expect(after[0]!.price_from).toBe(1999);
    await c.admin.delete(`/private-api/license/${created.body.data.id}`);
    expect(
      (await c.visitor.get<Beat[]>('/private-api/beat/records?per_page=10&filter={"family":"beat"}')).body.data[0]!
        .price_from,
    ).toBe(2999);
  });
});
