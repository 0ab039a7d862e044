import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beats, orderItems, users } from '../../db/schema/index.js';
import { clientsByRole, DEMO_LOGINS, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';
import { mediaDataDir } from '../../../test/media-helpers.js';
import { api, serviceOrderKit } from '../../../test/service-order-helpers.js';

// Issue 34: a bought feature was paid at checkout; its request is worked on and delivered with nothing more charged.
let t: TestContext;
let as: Record<'buyer' | 'producer' | 'producer2' | 'admin' | 'visitor', Client>;
const k = serviceOrderKit(() => t);

beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: mediaDataDir() });
  as = await clientsByRole(t.app, '10.88.4', ['buyer', 'producer', 'producer2', 'admin']);
});
afterAll(() => t.close());

/** The buyer buys one of the producer's features at checkout: the order line the request names. */
async function boughtFeature() {
  const db = t.database.db;
  const [producer] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGINS.producer));
  const [feature] = await db
    .select({ id: beats.id })
    .from(beats)
    .where(and(eq(beats.family, 'feature'), eq(beats.producerId, producer!.id), eq(beats.sold, false)))
    .limit(1);
  expect((await as.buyer.post(`${api}/cart/upsert/${feature!.id}`, {})).status).toBe(200);
  const paid = await k.checkout(as.buyer);
  expect(paid.status).toBe(200);
  const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, paid.body.data.id));
  expect(line!.amount).toBeGreaterThan(0);
  return line!;
}

describe('a bought feature', () => {
  it('starts at once at the price paid, and unlocks the vocals on acceptance without another charge', async () => {
    const line = await boughtFeature();
    const o = await k.request(as.buyer, {
      kind: 'feature',
      feature_item_id: line.id,
      file_tokens: [await k.file(as.buyer, 'service_brief', 'song-no-vocals.wav')],
    });
    expect(o).toMatchObject({ status: 'deposit_paid', price: line.amount, milestones: [] });
    expect(o.events.map((e) => e.kind)).toEqual(['request', 'paid']);
    expect((await k.cart(as.buyer)).service_items).toEqual([]);
    // Nothing to quote: the price was the feature's.
    expect((await k.step(as.producer, o.id, 'quote', { price: 999, due_at: '2099-01-31', revisions: 1 })).status).toBe(
      409,
    );
    // Only the feature's artist delivers.
    const delivery = async (c: Client) =>
      k.step(c, o.id, 'deliver', {
        body: 'Vocals',
        file_tokens: [await k.file(c, 'service_delivery', 'vocals.wav')],
      });
    expect((await delivery(as.producer2)).status).toBe(404);
    expect((await delivery(as.producer)).body.data.status).toBe('delivered');
    expect((await k.step(as.producer, o.id, 'approve')).status).toBe(403);
    const done = (await k.step(as.buyer, o.id, 'approve')).body.data;
    expect(done).toMatchObject({ status: 'completed', milestones: [] });
    const vocals = done.events.findLast((e) => e.kind === 'version')!.files[0]!.href!;
    expect((await as.buyer.get(vocals)).status).toBe(200);
    expect((await k.cart(as.buyer)).service_items).toEqual([]);
    expect((await k.checkout(as.buyer)).status).toBe(409);
  });

  it('refunded by an administrator: its request is cancelled, and the artist can no longer deliver', async () => {
    const line = await boughtFeature();
    const o = await k.request(as.buyer, { kind: 'feature', feature_item_id: line.id });
    expect(o.status).toBe('deposit_paid');
    expect((await as.admin.post(`${api}/order/${line.orderId}/refund`, {})).status).toBe(200);
    const after = (await k.view(as.buyer, o.id)).body.data;
    expect(after.status).toBe('cancelled');
    expect(after.events.at(-1)).toMatchObject({ kind: 'cancel' });
    const delivered = await k.step(as.producer, o.id, 'deliver', {
      body: 'Vocals',
      file_tokens: [await k.file(as.producer, 'service_delivery', 'vocals.wav')],
    });
    expect(delivered.status).toBe(409);
    // The refunded line cannot start another request either.
    const again = await as.buyer.post(`${api}/service-orders`, {
      notes: 'Again',
      kind: 'feature',
      feature_item_id: line.id,
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
  });
});
