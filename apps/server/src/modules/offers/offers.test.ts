import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_BELOW_FLOOR, OFFER_LINK_EXPIRED } from '@beatmarket/shared';
import { ledgerEntries, mailOutbox, offers, orderItems } from '../../db/schema/index.js';
import { clientsByRole, createTestContext, type Client, type TestContext } from '../../../test/helpers.js';
import { api, offerKit } from '../../../test/offer-helpers.js';

// Issue 35 §2 (decision 0098): the offer's steps, who may take each, the floor, the expiry and the link.
let t: TestContext;
let as: Record<'visitor' | 'buyer' | 'producer' | 'producer2' | 'admin', Client>;
let other: Client;
let clock = new Date();
const k = offerKit(() => t);
const DAY = 86_400_000;
let exclusive: number;
let lease: number;
let beats: number[];
const FLOOR = 40_000;
const LEASE_FLOOR = 2_000;

beforeAll(async () => {
  t = await createTestContext({ now: () => clock });
  as = await clientsByRole(t.app, '10.91.1', ['buyer', 'producer', 'producer2', 'admin']);
  other = await k.buyer('offer.other@beatmarket.test', '10.91.2.1');
  const all = await k.licenses(as.visitor);
  exclusive = all.find((l) => l.type === 'exclusive')!.id;
  lease = all.find((l) => l.type === 'non_exclusive')!.id;
  beats = await k.freeBeats(as.producer);
  for (const b of beats.slice(0, 4)) await k.open(as.producer, b, { [exclusive]: FLOOR, [lease]: LEASE_FLOOR });
});
afterAll(() => t.close());

describe('offer settings', () => {
  it('belong to the beat producer and administrators; buyers see only whether offers are open', async () => {
    const b = beats[0]!;
    expect((await as.visitor.get(`${api}/offer-settings/${b}`)).status).toBe(401);
    expect((await as.buyer.get(`${api}/offer-settings/${b}`)).status).toBe(403);
    expect((await as.producer2.get(`${api}/offer-settings/${b}`)).status).toBe(403);
    const mine = await as.producer.get<{ enabled: boolean; floors: unknown[] }>(`${api}/offer-settings/${b}`);
    expect(mine.body.data).toMatchObject({
      enabled: true,
      floors: expect.arrayContaining([{ license_id: exclusive, floor: FLOOR }]),
    });
    expect((await as.admin.get(`${api}/offer-settings/${b}`)).status).toBe(200);
    const terms = await as.visitor.get<Record<string, unknown>>(`${api}/offer-terms/${b}`);
    expect(terms.body.data).toMatchObject({ enabled: true, license_ids: expect.arrayContaining([exclusive, lease]) });
    expect(JSON.stringify(terms.body.data)).not.toContain(String(FLOOR));
  });

  it('need a floor on the exclusive to be turned on', async () => {
    const res = await as.producer.post<unknown>(`${api}/offer-settings/${beats[5]}`, { enabled: true, floors: [] });
    expect(res.status).toBe(422);
    expect(res.body.response_data!.topic_id).toBe('floors');
    expect((await as.producer.post(`${api}/offer-settings/${beats[5]}`, { enabled: false, floors: [] })).status).toBe(
      200,
    );
    const shut = await k.offer(as.buyer, { beat_id: beats[5]!, license_id: exclusive, amount: 99_999 });
    expect(shut.status).toBe(422);
  });
});

describe('making an offer', () => {
  it('is refused at once under the floor, politely, on the amount', async () => {
    expect((await k.offer(as.visitor, { beat_id: beats[0]!, license_id: exclusive, amount: FLOOR })).status).toBe(401);
    const low = await k.offer(as.buyer, { beat_id: beats[0]!, license_id: exclusive, amount: FLOOR - 1 });
    expect(low.status).toBe(422);
    expect(low.body.response_data).toMatchObject({ topic_id: 'amount', error: OFFER_BELOW_FLOOR });
    expect(low.body.response_data!.error).not.toContain('400');
    const own = await k.offer(as.producer, { beat_id: beats[0]!, license_id: exclusive, amount: FLOOR });
    expect(own.status).toBe(422);
    const bad = await k.offer(as.buyer, { beat_id: beats[0]!, license_id: exclusive, amount: 12.5 } as never);
    expect(bad.status).toBe(422);
  });

  it('is one live offer per beat and buyer, and mails the producer', async () => {
    const made = await k.offer(as.buyer, { beat_id: beats[0]!, license_id: exclusive, amount: FLOOR, message: 'Hi' });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ status: 'open', turn: 'producer', side: 'buyer', actions: ['withdraw'] });
    const again = await k.offer(as.buyer, { beat_id: beats[0]!, license_id: lease, amount: LEASE_FLOOR });
    expect(again.status).toBe(409);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'producer@beatmarket.test'));
    expect(mails.some((m) => m.template === 'offer-step' && m.text.includes('You received a new offer'))).toBe(true);
    await k.act(as.buyer, made.body.data.id, 'withdraw');
  });

  it('is bounded per buyer and day', async () => {
    const db = t.database.db;
    const buyerId = (await as.buyer.get<{ id: number }>(`${api}/profile`)).body.data.id;
    const producerId = (await as.producer.get<{ id: number }>(`${api}/profile`)).body.data.id;
    const rows = Array.from({ length: 10 }, () => ({
      beatId: beats[6]!,
      buyerId,
      producerId,
      licenseId: lease,
      amount: 5_000,
      status: 'declined' as const,
      expiresAt: clock,
    }));
    const made = await db.insert(offers).values(rows).returning({ id: offers.id });
    const res = await k.offer(as.buyer, { beat_id: beats[1]!, license_id: lease, amount: LEASE_FLOOR });
    expect(res.status).toBe(429);
    await db.delete(offers).where(
      inArray(
        offers.id,
        made.map((m) => m.id),
      ),
    );
  });
});

describe('the steps', () => {
  it('go in turns: counter, counter again, accept; each side only its own; others see nothing', async () => {
    const { id } = (await k.offer(as.buyer, { beat_id: beats[1]!, license_id: lease, amount: LEASE_FLOOR })).body.data;
    // Out of turn, the other side's step, strangers and administrators.
    expect((await k.act(as.buyer, id, 'accept')).status).toBe(409);
    expect((await k.act(as.buyer, id, 'decline')).status).toBe(403);
    expect((await k.act(as.producer, id, 'withdraw')).status).toBe(403);
    expect((await k.act(as.producer2, id, 'accept')).status).toBe(404);
    expect((await k.act(other, id, 'accept')).status).toBe(404);
    expect((await k.act(as.admin, id, 'accept')).status).toBe(403);
    expect((await k.act(as.visitor, id, 'accept')).status).toBe(401);
    expect((await as.admin.get(`${api}/offers/${id}`)).status).toBe(200);
    expect((await as.producer2.get(`${api}/offers/${id}`)).status).toBe(404);
    expect((await other.get(`${api}/offers/${id}`)).status).toBe(404);

    const countered = await k.act(as.producer, id, 'counter', { amount: 5_000, message: 'Meet me here' });
    expect(countered.body.data).toMatchObject({ amount: 5_000, turn: 'buyer', actions: [] });
    // The floor binds the buyer's counter too.
    const low = await k.act(as.buyer, id, 'counter', { amount: LEASE_FLOOR - 1 });
    expect(low.status).toBe(422);
    const back = await k.act(as.buyer, id, 'counter', { amount: 4_000 });
    expect(back.body.data).toMatchObject({ amount: 4_000, turn: 'producer' });
    await k.act(as.producer, id, 'counter', { amount: 4_500 });
    const accepted = await k.act(as.buyer, id, 'accept');
    expect(accepted.body.data).toMatchObject({ status: 'accepted', amount: 4_500, actions: ['checkout'] });
    expect(Date.parse(accepted.body.data.link_expires_at!) - clock.getTime()).toBe(48 * 3_600_000);
    expect(accepted.body.data.events!.map((e) => e.kind)).toEqual(['offer', 'counter', 'counter', 'counter', 'accept']);
    const producerView = (await as.producer.get<{ side: string; actions: string[] }>(`${api}/offers/${id}`)).body.data;
    expect(producerView).toMatchObject({ side: 'producer', actions: [] });
    const received = await as.producer.get<{ id: number }[]>(`${api}/offers?side=received`);
    expect(received.body.data.some((o) => o.id === id)).toBe(true);
    const made = await as.buyer.get<{ id: number }[]>(`${api}/offers?side=made`);
    expect(made.body.data.some((o) => o.id === id)).toBe(true);
    expect((await other.get<{ id: number }[]>(`${api}/offers?side=made`)).body.data.some((o) => o.id === id)).toBe(
      false,
    );

    // Paid through the link at the agreed price, no coupon, the ledger split like a sale.
    expect((await k.act(as.producer, id, 'checkout')).status).toBe(403);
    expect((await k.act(as.buyer, id, 'checkout')).status).toBe(200);
    const cart = await as.buyer.get<{ items: { beat_id: number; offer_id: number; total: number }[] }>(`${api}/cart`);
    expect(cart.body.data.items.find((i) => i.beat_id === beats[1])).toMatchObject({ offer_id: id, total: 4_500 });
    const order = await k.order(as.buyer);
    expect(order.status).toBe(200);
    expect(order.body.data.total).toBe(4_500);
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.offerId, id));
    const ledger = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderItemId, item!.id));
    expect(ledger.reduce((s, l) => s + l.amount, 0)).toBe(4_500);
    const paid = (await as.buyer.get<{ status: string; order_id: number }>(`${api}/offers/${id}`)).body.data;
    expect(paid).toMatchObject({ status: 'paid', order_id: order.body.data.id });
    expect((await k.act(as.buyer, id, 'checkout')).status).toBe(409);
  });

  it('end at a decline or when the buyer walks away', async () => {
    const a = (await k.offer(as.buyer, { beat_id: beats[2]!, license_id: lease, amount: LEASE_FLOOR })).body.data;
    expect((await k.act(as.producer, a.id, 'decline', { message: 'Not this time' })).body.data.status).toBe('declined');
    expect((await k.act(as.producer, a.id, 'accept')).status).toBe(409);
    const b = (await k.offer(as.buyer, { beat_id: beats[2]!, license_id: lease, amount: LEASE_FLOOR })).body.data;
    expect((await k.act(as.buyer, b.id, 'withdraw')).body.data.status).toBe('withdrawn');
    expect((await k.act(as.producer, b.id, 'accept')).status).toBe(409);
  });
});

describe('deadlines', () => {
  it('an offer left unanswered expires after 7 days and cannot be acted on; a new one may be made', async () => {
    const { id } = (await k.offer(as.buyer, { beat_id: beats[3]!, license_id: lease, amount: LEASE_FLOOR })).body.data;
    clock = new Date(clock.getTime() + 7 * DAY + 1000);
    const late = await k.act(as.producer, id, 'accept');
    expect(late.status).toBe(409);
    expect(late.body.response_data!.error).toMatch(/expired/);
    expect((await as.buyer.get<{ status: string }>(`${api}/offers/${id}`)).body.data.status).toBe('expired');
    const again = await k.offer(as.buyer, { beat_id: beats[3]!, license_id: lease, amount: LEASE_FLOOR });
    expect(again.status).toBe(200);
    const [old] = await t.database.db.select().from(offers).where(eq(offers.id, id));
    expect(old!.status).toBe('expired');
    await k.act(as.buyer, again.body.data.id, 'withdraw');
  });

  it('the checkout link answers 410 after 48 hours, and so does a checkout of its line', async () => {
    const { id } = (await k.offer(as.buyer, { beat_id: beats[3]!, license_id: lease, amount: 3_000 })).body.data;
    await k.act(as.producer, id, 'accept');
    expect((await k.act(as.buyer, id, 'checkout')).status).toBe(200);
    clock = new Date(clock.getTime() + 48 * 3_600_000 + 1000);
    const gone = await k.act(as.buyer, id, 'checkout');
    expect(gone.status).toBe(410);
    expect(gone.body.response_data!.error).toBe(OFFER_LINK_EXPIRED);
    const before = k.gateway().charges().length;
    const order = await k.order(as.buyer);
    expect(order.status).toBe(410);
    expect(k.gateway().charges().length).toBe(before);
    await as.buyer.delete(`${api}/cart/remove/${beats[3]}`);
    const rows = await t.database.db
      .select()
      .from(offers)
      .where(and(eq(offers.id, id), eq(offers.status, 'accepted')));
    expect(rows).toHaveLength(1);
  });
});
