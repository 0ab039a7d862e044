import { eq } from 'drizzle-orm';
import type { OfferView } from '@beatmarket/shared';
import type { TestGateway } from '../src/adapters/payments-test.js';
import { users } from '../src/db/schema/index.js';
import { Client, type TestContext } from './helpers.js';

export const api = '/private-api';
export const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
export const card = () => ({ method: 'card', number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });
let keyNo = 0;
export const key = () => `offer-key-${Date.now()}-${keyNo++}-abcdef`;

/** Helpers of the offers' tests (decision 0098): licences, beats that take offers, extra buyers, a checkout. */
export function offerKit(t: () => TestContext) {
  const kit = {
    gateway: () => t().app.services.payments as TestGateway,
    async licenses(c: Client) {
      return (
        await c.get<{ id: number; type: string; level: string; price: number }[]>(`${api}/license/records?per_page=25`)
      ).body.data;
    },
    /** The producer's published, unsold beats, each used once. */
    async freeBeats(producer: Client) {
      const mine = (
        await producer.get<
          { id: number; family: string; published_at: string | null; sold: boolean; available: boolean }[]
        >(`${api}/dashboard/beats?per_page=100`)
      ).body.data;
      return mine.filter((b) => b.family === 'beat' && b.published_at && !b.sold && b.available).map((b) => b.id);
    },
    /** Opens a beat to offers with these floors (licence id → cents). */
    async open(producer: Client, beatId: number, floors: Record<number, number>) {
      const res = await producer.post(`${api}/offer-settings/${beatId}`, {
        enabled: true,
        floors: Object.entries(floors).map(([id, floor]) => ({ license_id: Number(id), floor })),
      });
      if (res.status !== 200) throw new Error(`offer settings: ${res.status} ${JSON.stringify(res.body)}`);
    },
    offer: (c: Client, body: { beat_id: number; license_id: number; amount: number; message?: string }) =>
      c.post<OfferView>(`${api}/offers`, body),
    act: (c: Client, id: number, action: string, body: unknown = {}) =>
      c.post<OfferView>(`${api}/offers/${id}/${action}`, body),
    order: (c: Client) =>
      c.post<{ id: number; total: number; items: { amount: number; offer_id?: number }[] }>(`${api}/cart/order`, {
        idempotency_key: key(),
        address,
        payment: card(),
      }),
    /** A signed-in account of its own (a buyer role), from its own address. */
    async buyer(email: string, ip: string) {
      const db = t().database.db;
      const [{ hash }] = (await db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.email, 'buyer@beatmarket.test'))) as [{ hash: string }];
      await db.insert(users).values({ email, firstName: 'Other', lastName: 'Buyer', role: 1, passwordHash: hash });
      const client = new Client(t().app, ip);
      await client.login(email);
      return client;
    },
  };
  return kit;
}
