import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CartView, ServiceOrderView } from '@beatmarket/shared';
import { ledgerEntries, orderItems, orders, services, users } from '../src/db/schema/index.js';
import type { Client, TestContext } from './helpers.js';
import { upload } from './media-helpers.js';

// Service orders in tests (decision 0088): a request, its files and its payments through the real checkout.
export const api = '/private-api';
const wav = Buffer.concat([
  Buffer.from('RIFF', 'latin1'),
  Buffer.alloc(4),
  Buffer.from('WAVEfmt ', 'latin1'),
  Buffer.alloc(200, 1),
]);
const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
const payment = { method: 'card', number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
let keyNo = 0;
const newKey = () => `service-key-${Date.now()}-${keyNo++}-abc`;

export function serviceOrderKit(t: () => TestContext) {
  const db = () => t().database.db;
  return {
    newKey,
    checkout: (c: Client, key = newKey()) =>
      c.post<{ id: number }>(`${api}/cart/order`, { idempotency_key: key, address, payment }),
    cart: async (c: Client) => (await c.get<CartView>(`${api}/cart`)).body.data,
    /** A file uploaded for the thread: its signed token. */
    async file(c: Client, purpose: 'service_brief' | 'service_delivery', name = 'stems.wav') {
      const done = await upload(t().app, c, { purpose, name, type: 'audio/wav', body: wav });
      expect(done.res.status).toBe(200);
      return (done.res.body.data as unknown as { file_token: string }).file_token;
    },
    async houseService() {
      const [row] = await db().select({ id: services.id }).from(services).where(eq(services.published, true)).limit(1);
      return row!.id;
    },
    userId: async (email: string) =>
      (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id,
    async request(c: Client, body: Record<string, unknown>) {
      const res = await c.post<ServiceOrderView>(`${api}/service-orders`, { notes: 'Warm, punchy mix', ...body });
      expect(res.status).toBe(200);
      return res.body.data;
    },
    step: (c: Client, id: number, action: string, body: Record<string, unknown> = {}) =>
      c.post<ServiceOrderView>(`${api}/service-orders/${id}/${action}`, body),
    view: (c: Client, id: number) => c.get<ServiceOrderView>(`${api}/service-orders/${id}`),
    /** Cents the ledger holds for an order's lines (a refund brings it to zero). */
    ledgerTotal: async (orderId: number) =>
      (
        await db()
          .select({ amount: ledgerEntries.amount })
          .from(ledgerEntries)
          .innerJoin(orderItems, eq(orderItems.id, ledgerEntries.orderItemId))
          .where(eq(orderItems.orderId, orderId))
      ).reduce((s, r) => s + r.amount, 0),
    order: async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!,
    lines: (orderId: number) => db().select().from(orderItems).where(eq(orderItems.orderId, orderId)),
  };
}
