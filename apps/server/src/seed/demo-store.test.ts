import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPageView, StoreItemData } from '@beatmarket/shared';
import { clientsByRole, createTestContext, type TestContext } from '../../test/helpers.js';
import { DEMO_STORE_ITEMS, seedDemoStoreItems } from './demo-store.js';

// Issue 34: a fresh demo's Store is not empty (server.ts seeds it after the demo data); the items sell.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('demo store items', () => {
  it('publishes a drum kit and a loop pack once, each bought and downloaded as a ZIP', async () => {
    const { db } = t.database;
    const { storage } = t.app.services;
    expect(await seedDemoStoreItems(db, storage)).toBe(2);
    expect(await seedDemoStoreItems(db, storage)).toBe(0);
    const as = await clientsByRole(t.app, '10.77.3', ['buyer']);
    const listed = (await as.visitor.get<{ items: StoreItemData[] }>('/private-api/store/items')).body.data.items;
    expect(listed.map((i) => i.title).sort()).toEqual(DEMO_STORE_ITEMS.map((i) => i.title).sort());

    for (const item of listed) expect((await as.buyer.post(`/private-api/cart/store/${item.id}`)).status).toBe(200);
    const paid = await as.buyer.post<{ id: number }>('/private-api/cart/order', {
      idempotency_key: 'demo-store-order-abcdef',
      address: { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' },
      payment: { method: 'card', number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
    });
    expect(paid.status).toBe(200);
    const order = (await as.buyer.get<OrderPageView>(`/private-api/order/${paid.body.data.id}`)).body.data;
    expect(order.items).toHaveLength(2);
    for (const line of order.items) {
      const got = await t.app.inject({
        method: 'GET',
        url: line.downloads[0]!.href,
        headers: { cookie: [...as.buyer.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    }
  });
});
