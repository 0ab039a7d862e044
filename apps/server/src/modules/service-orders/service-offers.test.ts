import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, depositOf, type ServiceOfferView, type ServiceOrderView } from '@beatmarket/shared';
import { services } from '../../db/schema/index.js';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';
import { mediaDataDir } from '../../../test/media-helpers.js';
import { api, serviceOrderKit } from '../../../test/service-order-helpers.js';

// Decision 0097: offer terms. A fixed price skips the quote, the deposit percent and the revisions come from
// the offer, a revision past them is refused with its reason, and deposit plus balance is the price.
type Role = 'buyer' | 'producer' | 'producer2' | 'admin';
let t: TestContext;
let as: Record<Role | 'visitor', Client>;
const k = serviceOrderKit(() => t);

beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: mediaDataDir() });
  as = await clientsByRole(t.app, '10.88.3', ['buyer', 'producer', 'producer2', 'admin']);
});
afterAll(() => t.close());

async function offer(c: Client, body: Record<string, unknown>) {
  const res = await c.post<ServiceOfferView>(`${api}/service-offers`, { title: 'Dark trap beat', ...body });
  expect(res.status).toBe(200);
  return res.body.data;
}
async function deliver(id: number) {
  const token = await k.file(as.producer, 'service_delivery', 'beat.wav');
  const res = await k.step(as.producer, id, 'deliver', { body: 'A version', file_tokens: [token] });
  expect(res.status).toBe(200);
}

describe('producers publish custom-beat offers', () => {
  it('with their terms; a visitor reads the published ones; only the producer or an administrator edits', async () => {
    const bad = await as.producer.post<unknown>(`${api}/service-offers`, {
      title: '',
      price: 5,
      deposit_percent: 100,
      revisions: 11,
      delivery_days: 0,
    });
    expect(bad.status).toBe(422);
    for (const field of ['title', 'price', 'deposit_percent', 'revisions', 'delivery_days'])
      expect(JSON.stringify(bad.body)).toContain(field);
    const made = await offer(as.producer, { price: 25000, deposit_percent: 30, revisions: 1, delivery_days: 7 });
    expect(made).toMatchObject({ price: 25000, deposit_percent: 30, revisions: 1, delivery_days: 7, published: true });
    const hidden = await offer(as.producer, { title: 'Hidden', published: false });
    const listed = (await as.visitor.get<ServiceOfferView[]>(`${api}/service-offers`)).body.data.map((o) => o.id);
    expect(listed).toContain(made.id);
    expect(listed).not.toContain(hidden.id);
    const mine = (await as.producer.get<ServiceOfferView[]>(`${api}/service-offers/mine`)).body.data.map((o) => o.id);
    expect(mine).toEqual(expect.arrayContaining([made.id, hidden.id]));
    expect((await as.buyer.post(`${api}/service-offers`, { title: 'x' })).status).toBe(403);
    expect((await as.producer2.post(`${api}/service-offers/${made.id}`, { title: 'Mine now' })).status).toBe(403);
    expect((await as.admin.post(`${api}/service-offers/${hidden.id}`, { title: 'Fixed', price: 9900 })).status).toBe(
      200,
    );
    expect((await as.producer.post(`${api}/service-offers/${hidden.id}/archive`)).status).toBe(200);
    expect((await as.producer.post(`${api}/service-offers/${hidden.id}`, { title: 'Back' })).status).toBe(404);
    const order = await as.buyer.post(`${api}/service-orders`, {
      kind: 'custom_beat',
      offer_id: hidden.id,
      notes: 'x',
    });
    expect(order.status).toBe(404);
  });
});

describe('a fixed price skips the quote', () => {
  it('from brief to licence: the offer deposit, its revisions, then the balance; together the price', async () => {
    const o = await offer(as.producer, { price: 25001, deposit_percent: 30, revisions: 1, delivery_days: 7 });
    const made = await k.request(as.buyer, { kind: 'custom_beat', offer_id: o.id, notes: 'Dark, 140 BPM' });
    expect(made).toMatchObject({
      status: 'accepted',
      price: 25001,
      deposit_percent: 30,
      revisions_included: 1,
      milestones: [{ kind: 'deposit', amount: 7500, status: 'due' }],
      seller: expect.stringMatching(/\S/),
    });
    expect(new Date(made.due_at!).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(made.events.map((e) => e.kind)).toEqual(['request', 'accept']);
    // No quote to give: the producer's quote is out of turn.
    expect((await k.step(as.producer, made.id, 'quote', { price: 100, due_at: '2099-01-01' })).status).toBe(409);
    expect((await k.cart(as.buyer)).service_items).toMatchObject([{ total: 7500, payable: true }]);
    const first = await k.checkout(as.buyer);
    expect(first.status).toBe(200);
    await deliver(made.id);
    expect((await k.step(as.buyer, made.id, 'revision', { body: 'More bass' })).status).toBe(200);
    await deliver(made.id);
    const refused = await k.step(as.buyer, made.id, 'revision', { body: 'Again' });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('The one revision this offer includes is used');
    const approved = await k.step(as.buyer, made.id, 'approve');
    expect(approved.body.data.milestones).toMatchObject([{ kind: 'deposit' }, { kind: 'balance', amount: 17501 }]);
    const second = await k.checkout(as.buyer);
    expect(second.status).toBe(200);
    const paid = [...(await k.lines(first.body.data.id)), ...(await k.lines(second.body.data.id))];
    expect(paid.reduce((s, l) => s + l.amount, 0)).toBe(25001);
    expect(paid[1]!.terms.type).toBe('exclusive');
    expect((await as.visitor.get(`${api}/license/verify/${paid[1]!.verificationCode}`)).status).toBe(200);
    expect((await k.view(as.buyer, made.id)).body.data.status).toBe('completed');
  });

  it('an offer without a price asks for a quote, with the offer deposit percent and revisions', async () => {
    const o = await offer(as.producer, { price: null, deposit_percent: 20, revisions: 0 });
    const made = await k.request(as.buyer, { kind: 'custom_beat', offer_id: o.id });
    expect(made).toMatchObject({ status: 'requested', price: null, deposit_percent: 20, revisions_included: 0 });
    const quoted = await k.step(as.producer, made.id, 'quote', { price: 10000, due_at: '2099-01-01', revisions: 0 });
    expect(quoted.body.data.events.at(-1)!.body).toContain('a deposit of $20.00');
    const accepted = await k.step(as.buyer, made.id, 'accept');
    expect(accepted.body.data.milestones).toMatchObject([{ kind: 'deposit', amount: 2000 }]);
    expect((await k.checkout(as.buyer)).status).toBe(200);
    await deliver(made.id);
    const refused = await k.step(as.buyer, made.id, 'revision', { body: 'One more' });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('This offer includes no revisions');
    // The seller may not ask it on the buyer's behalf, and the refusal changed nothing.
    expect((await k.step(as.producer, made.id, 'revision', { body: 'x' })).status).toBe(403);
    expect((await k.view(as.buyer, made.id)).body.data).toMatchObject({ status: 'delivered', revisions_used: 0 });
  });

  it('the producer cannot order their own offer; another producer can', async () => {
    const o = await offer(as.producer, { price: 5000 });
    expect(
      (await as.producer.post(`${api}/service-orders`, { kind: 'custom_beat', offer_id: o.id, notes: 'x' })).status,
    ).toBe(422);
    expect((await k.request(as.producer2, { kind: 'custom_beat', offer_id: o.id })).status).toBe('accepted');
  });

  it('a fixed-price mixing and mastering package: cancelled after the deposit, the refund reverses the ledger', async () => {
    const id = await k.houseService();
    await t.database.db
      .update(services)
      .set({ fixedPrice: true, priceFrom: 15000, depositPercent: 40, revisions: 3 })
      .where(eq(services.id, id));
    const made: ServiceOrderView = await k.request(as.buyer, { kind: 'mix_master', service_id: id });
    expect(made).toMatchObject({ status: 'accepted', price: 15000, revisions_included: 3 });
    const paid = await k.checkout(as.buyer);
    expect(await k.ledgerTotal(paid.body.data.id)).toBe(6000);
    expect((await k.step(as.admin, made.id, 'cancel', { reason: 'No engineer free' })).status).toBe(200);
    expect(await k.ledgerTotal(paid.body.data.id)).toBe(0);
    expect((await k.order(paid.body.data.id)).status).toBe('refunded');
    await t.database.db.update(services).set({ fixedPrice: false }).where(eq(services.id, id));
  });
});

describe('the offer deposit, any price', () => {
  it('deposit plus balance is the agreed price to the cent for every allowed percent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 10_000_000 }), fc.integer({ min: 10, max: 90 }), (price, pct) => {
        const deposit = depositOf(price, pct);
        expect(deposit).toBeGreaterThan(0);
        expect(deposit).toBeLessThan(price);
        expect(deposit + balanceOf(price, deposit)).toBe(price);
      }),
    );
  });
});
