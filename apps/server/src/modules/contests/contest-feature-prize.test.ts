import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prizeLabel, type OrderPageView } from '@beatmarket/shared';
import { beats, contestWinners, ledgerEntries, orderItems, orders, users } from '../../db/schema/index.js';
import type { Client } from '../../../test/helpers.js';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';
import { mediaDataDir } from '../../../test/media-helpers.js';
import { api, contestBody, contestUpload, HOUR, readContest } from '../../../test/fixtures/contests.js';
import { createContestAwardsRepository } from './contest-awards.repository.js';

// Issue 34, decision 0093: a contest's "feature" prize is one of the store's artist features, delivered to
// the winner as an order of it (licence, order page) while the house pays the artist their share.
let t: TestContext;
let as: Record<'visitor' | 'buyer' | 'producer' | 'producer2' | 'admin', Client>;
const t0 = Date.now();
let clock = t0;
let id = 0;
let entry = 0;
let feature: typeof beats.$inferSelect;
let plainBeat = 0;
beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: mediaDataDir(), now: () => new Date(clock), RATE_LIMIT_SCALE: '100' });
  as = await clientsByRole(t.app, '10.34.9', ['buyer', 'producer', 'producer2', 'admin']);
  const db = t.database.db;
  feature = (await db.select().from(beats).where(eq(beats.title, 'Verse Feature: Lena Cruz')))[0]!;
  plainBeat = (await db.select().from(beats).where(eq(beats.family, 'beat')))[0]!.id;
}, 120_000);
afterAll(() => t.close());

const featurePrize = (beat_id: number) => [{ place: 1, kind: 'feature' as const, beat_id, title: '' }];
const artistName = async () => {
  const [u] = await t.database.db.select().from(users).where(eq(users.id, feature.producerId));
  return `${u!.firstName} ${u!.lastName}`.trim();
};

describe('setting a feature prize', () => {
  it('who may: visitor 401, buyer 403, producer 403, administrator 200', async () => {
    const body = contestBody('feature-prize', t0, { prizes: featurePrize(feature.id) });
    expect((await as.visitor.post(`${api}/contests`, body)).status).toBe(401);
    expect((await as.buyer.post(`${api}/contests`, body)).status).toBe(403);
    expect((await as.producer.post(`${api}/contests`, body)).status).toBe(403);
    const made = await as.admin.post<{ id: number }>(`${api}/contests`, body);
    expect(made.status).toBe(200);
    id = made.body.data.id;
  });

  it('names a feature for sale, titled by the server from the listing, never from the form', async () => {
    const prize = (await readContest(as.visitor, 'feature-prize')).body.data.prizes[0]!;
    expect(prize).toMatchObject({
      kind: 'feature',
      beat_id: feature.id,
      title: `${feature.title} by ${await artistName()}`,
    });
    expect(prizeLabel(prize)).toBe(`Feature: ${feature.title} by ${await artistName()}`);
    const forged = [{ ...featurePrize(feature.id)[0]!, title: 'A verse by a superstar' }];
    const res = await as.admin.post(`${api}/contests/${id}`, contestBody('feature-prize', t0, { prizes: forged }));
    expect(res.status).toBe(200);
    expect((await readContest(as.visitor, 'feature-prize')).body.data.prizes[0]!).toMatchObject({
      title: `${feature.title} by ${await artistName()}`,
    });
  });

  it('refuses a beat that is not a feature, an unknown one and a missing one, per field', async () => {
    for (const prizes of [featurePrize(plainBeat), featurePrize(999_999), [{ place: 1, kind: 'feature' }]]) {
      const res = await as.admin.post(`${api}/contests/${id}`, contestBody('feature-prize', t0, { prizes } as never));
      expect(res.status).toBe(422);
      expect(res.body.response_data?.errors?.[0]?.topic_id).toBe('prizes.0.beat_id');
    }
  });
});

describe('delivering it to the winner', () => {
  const pick = (c: Client) => c.post(`${api}/contests/${id}/winners`, { winners: [{ place: 1, entry_id: entry }] });
  const buyerId = async () =>
    (await t.database.db.select().from(users).where(eq(users.email, 'buyer@beatmarket.test')))[0]!.id;

  beforeAll(async () => {
    const { token } = await contestUpload(t.app, as.buyer, 'contest_entry');
    entry = (await as.buyer.post<{ id: number }>(`${api}/contests/${id}/entries`, { title: 'Hook', file_token: token }))
      .body.data.id;
    clock = t0 + 3 * HOUR;
  });

  it('a feature withdrawn since is refused and nothing is paid or written', async () => {
    const db = t.database.db;
    await db.update(beats).set({ available: false }).where(eq(beats.id, feature.id));
    const res = await pick(as.admin);
    expect(res.status).toBe(409);
    expect(res.body.response_data?.errors?.[0]?.topic_id).toBe('winners.0.entry_id');
    expect(await db.select().from(contestWinners).where(eq(contestWinners.contestId, id))).toEqual([]);
    expect(await db.select().from(orders).where(eq(orders.paymentProvider, 'contest'))).toEqual([]);
    await db.update(beats).set({ available: true }).where(eq(beats.id, feature.id));
  });

  it('the winner gets a delivered order of the feature under its licence, once', async () => {
    expect((await pick(as.producer2)).status).toBe(403);
    const both = await Promise.all([pick(as.admin), pick(as.admin)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const made = await t.database.db.select().from(orders).where(eq(orders.paymentProvider, 'contest'));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ userId: await buyerId(), total: 0, status: 'fulfilled' });
    const page = await as.buyer.get<OrderPageView>(`${api}/order/${made[0]!.id}`);
    expect(page.status).toBe(200);
    expect(page.body.data.items.map((i) => [i.beat_id, i.license.type, i.amount])).toEqual([
      [feature.id, 'feature', 0],
    ]);
    const pdf = await as.buyer.get(`${api}/order/${made[0]!.id}/license/${page.body.data.items[0]!.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect((await as.producer2.get(`${api}/order/${made[0]!.id}`)).status).toBe(404);
  });

  it('the page links the order for the winner and administrators only', async () => {
    const [order] = await t.database.db.select().from(orders).where(eq(orders.paymentProvider, 'contest'));
    const winner = async (c: Client) => (await readContest(c, 'feature-prize')).body.data.winners[0]!;
    expect(await winner(as.buyer)).toMatchObject({ order_id: order!.id, prize: { kind: 'feature' } });
    expect((await winner(as.admin)).order_id).toBe(order!.id);
    expect((await winner(as.visitor)).order_id).toBeNull();
    expect((await winner(as.producer2)).order_id).toBeNull();
  });

  it("the house pays the artist their share of the feature's price; no cent is invented", async () => {
    const [line] = await t.database.db
      .select()
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.paymentProvider, 'contest'), eq(orderItems.beatId, feature.id)));
    const rows = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderItemId, line!.order_items.id));
    const share = Math.round((feature.price * 70) / 100);
    expect(rows.map((r) => [r.role, r.payeeId, r.kind, r.amount]).sort()).toEqual(
      [
        ['house', null, 'adjustment', -share],
        ['producer', feature.producerId, 'adjustment', share],
      ].sort(),
    );
    expect(rows.every((r) => r.note.startsWith('Contest prize: '))).toBe(true);
  });
});

describe('a crash between the pick and the delivery', () => {
  it("leaves a paid order of the feature that recovery's sweep delivers, once", async () => {
    const db = t.database.db;
    clock = t0;
    const body = contestBody('feature-crash', t0, { prizes: featurePrize(feature.id) });
    const contestId = (await as.admin.post<{ id: number }>(`${api}/contests`, body)).body.data.id;
    const { token } = await contestUpload(t.app, as.producer2, 'contest_entry');
    const entryId = (
      await as.producer2.post<{ id: number }>(`${api}/contests/${contestId}/entries`, {
        title: 'Take',
        file_token: token,
      })
    ).body.data.id;
    clock = t0 + 3 * HOUR;
    const [winner] = await db.select().from(users).where(eq(users.email, 'producer2@beatmarket.test'));
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@beatmarket.test'));
    // The pick's transaction commits; the process dies before commerce's delivery runs.
    const awards = createContestAwardsRepository(db, {
      orders: t.app.services.ordersRepo,
      producerPercent: 70,
      now: () => new Date(clock),
    });
    const prize = (await readContest(as.admin, 'feature-crash')).body.data.prizes[0]!;
    const done = await awards.award(
      contestId,
      [{ place: 1, entryId, userId: winner!.id, prize, label: 'Contest prize: crash' }],
      admin!.id,
    );
    expect(done).toMatchObject({ ok: true, orders: [expect.any(Number)] });
    const orderId = (done as { orders: number[] }).orders[0]!;
    const status = async () => (await db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;
    expect(await status()).toBe('paid');
    await db
      .update(orders)
      .set({ updatedAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, orderId));
    await t.app.services.orderRecovery.sweep();
    expect(await status()).toBe('fulfilled');
    await t.app.services.orderRecovery.sweep();
    expect(await db.select().from(orders).where(eq(orders.paymentProvider, 'contest'))).toHaveLength(2);
    expect((await as.producer2.get(`${api}/order/${orderId}`)).status).toBe(200);
  });
});
