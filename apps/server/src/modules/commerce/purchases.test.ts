import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, createTestContext, type Client, type TestContext } from '../../../test/helpers.js';
import { giveMedia } from '../../../test/fixtures/download-builder.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer2'>>>;
type License = { id: number; name: string; type: string; level: string };
type Purchase = {
  id: number;
  status: string;
  status_label: string;
  total: number;
  created_at: string;
  items: { beat_id: number; beat_title: string; license: string; trackouts: string | null; bundle: string | null }[];
};
const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
let keyNo = 0;
const pay = (client: Client) =>
  client.post<{ id: number; total: number }>('/private-api/cart/order', {
    idempotency_key: `purchases-key-${Date.now()}-${keyNo++}-xyz`,
    address,
    payment: { method: 'card', number: '4242424242424242', expiry: '12/40', cvc: '123' },
  });
const purchases = (client: Client) => client.get<Purchase[]>('/private-api/order/purchases');

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.7.14', ['buyer', 'producer2']);
});
afterAll(() => t.close());

describe('GET /order/purchases (the profile purchase list)', () => {
  it('needs login', async () => {
    expect((await purchases(c.visitor)).status).toBe(401);
  });

  it("names each order's beats and licences, newest first, and shows a buyer only their own orders", async () => {
    const licenses = (await c.visitor.get<License[]>('/private-api/license/records?per_page=25')).body.data;
    const trackouts = licenses.find((l) => l.type === 'addon')!;
    const unlimited = licenses.find((l) => l.type === 'non_exclusive' && l.level === 'unlimited')!;
    const beats = (
      await c.visitor.get<{ id: number; title: string; family: string; purchasable: boolean }[]>(
        '/private-api/beat/records?per_page=50',
      )
    ).body.data.filter((b) => b.family === 'beat' && b.purchasable);
    const [a, b, d] = beats;

    await c.buyer.post(`/private-api/cart/upsert/${a!.id}`, {});
    const first = await pay(c.buyer);
    expect(first.status).toBe(200);
    // Trackouts are sold only with their file (decision 0077).
    await giveMedia(t, b!.id, { trackouts: 64 });
    await c.buyer.post(`/private-api/cart/upsert/${b!.id}`, { license_id: unlimited.id, trackouts_id: trackouts.id });
    await c.buyer.post(`/private-api/cart/upsert/${d!.id}`, {});
    const second = await pay(c.buyer);
    expect(second.status).toBe(200);

    const res = await purchases(c.buyer);
    expect(res.status).toBe(200);
    const [newest, older] = res.body.data;
    expect(res.body.data).toHaveLength(2);
    expect(newest).toMatchObject({
      id: second.body.data.id,
      total: second.body.data.total,
      status: 'fulfilled',
      status_label: 'Completed',
    });
    expect(newest!.items).toEqual([
      {
        beat_id: b!.id,
        beat_title: expect.stringContaining(b!.title),
        license: unlimited.name,
        trackouts: trackouts.name,
        bundle: null,
      },
      {
        beat_id: d!.id,
        beat_title: expect.stringContaining(d!.title),
        license: expect.any(String),
        trackouts: null,
        bundle: null,
      },
    ]);
    expect(older).toMatchObject({
      id: first.body.data.id,
      items: [{ beat_id: a!.id, beat_title: expect.stringContaining(a!.title) }],
    });
    expect(Number.isNaN(Date.parse(older!.created_at))).toBe(false);

    expect((await purchases(c.producer2)).body.data).toEqual([]);
  });
});
