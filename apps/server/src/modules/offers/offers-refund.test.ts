import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartView, OfferView } from '@beatmarket/shared';
import { beats, offers } from '../../db/schema/index.js';
import { clientsByRole, createTestContext, type Client, type TestContext } from '../../../test/helpers.js';
import { api, offerKit } from '../../../test/offer-helpers.js';

// Decision 0101: a refund of an order paid through an accepted offer's link closes the offer as refunded:
// its link pays nothing more, the buyer may make a new offer, and the exclusive goes back on sale.
let t: TestContext;
let as: Record<'visitor' | 'buyer' | 'producer' | 'admin', Client>;
const k = offerKit(() => t);
let exclusive: number;
let beat: number;
const FLOOR = 30_000;

beforeAll(async () => {
  t = await createTestContext();
  as = await clientsByRole(t.app, '10.93.1', ['buyer', 'producer', 'admin']);
  exclusive = (await k.licenses(as.visitor)).find((l) => l.type === 'exclusive')!.id;
  beat = (await k.freeBeats(as.producer))[0]!;
  await k.open(as.producer, beat, { [exclusive]: FLOOR });
});
afterAll(() => t.close());

describe('a refunded offer', () => {
  it('is closed as refunded, pays nothing twice, and frees the buyer to offer again', async () => {
    const { id } = (await k.offer(as.buyer, { beat_id: beat, license_id: exclusive, amount: FLOOR })).body.data;
    expect((await k.act(as.producer, id, 'accept')).status).toBe(200);
    expect((await k.act(as.buyer, id, 'checkout')).status).toBe(200);
    const paid = await k.order(as.buyer);
    expect(paid.status).toBe(200);
    expect(paid.body.data.total).toBe(FLOOR);

    expect((await as.admin.post(`${api}/order/${paid.body.data.id}/refund`)).status).toBe(200);
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, id));
    expect(row).toMatchObject({ status: 'refunded', orderId: paid.body.data.id });
    const view = (await as.buyer.get<OfferView>(`${api}/offers/${id}`)).body.data;
    expect(view.status).toBe('refunded');
    expect(view.actions).toEqual([]);
    expect(view.events!.at(-1)!.kind).toBe('refunded');
    expect((await as.producer.get<OfferView>(`${api}/offers/${id}`)).body.data.status).toBe('refunded');

    // The link pays nothing more: the action is refused, and a line left in the cart is refused at checkout.
    expect((await k.act(as.buyer, id, 'checkout')).status).toBe(409);
    const [buyer] = await t.database.db.select({ id: offers.buyerId }).from(offers).where(eq(offers.id, id));
    await t.database.db.execute(
      sql`insert into cart_items (user_id, beat_id, license_id, offer_id) values (${buyer!.id}, ${beat}, ${exclusive}, ${id})`,
    );
    const before = k.gateway().charges().length;
    const again = await k.order(as.buyer);
    expect(again.status).toBe(409);
    expect(
      k
        .gateway()
        .charges()
        .slice(before)
        .filter((c) => c.status === 'captured'),
    ).toHaveLength(0);
    await as.buyer.delete(`${api}/cart/remove/${beat}`);
    expect((await as.buyer.get<CartView>(`${api}/cart`)).body.data.items).toHaveLength(0);

    // The exclusive is on sale again, and the buyer may make a new offer on it.
    expect((await t.database.db.select().from(beats).where(eq(beats.id, beat)))[0]!.sold).toBe(false);
    const fresh = await k.offer(as.buyer, { beat_id: beat, license_id: exclusive, amount: FLOOR });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.status).toBe('open');
  }, 60_000);
});
