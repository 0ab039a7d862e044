import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerShares, type BeatData, type StatementDetailData } from '@beatmarket/shared';
import { incomeStatementItems, ledgerEntries, subscriptionCharges } from '../../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../../test/helpers.js';
import { splitFinishedPeriods } from '../billing/billing.repository.js';
import { splitPeriodRevenue } from './split-revenue.js';
import { usageClock, usageFixtures, type UsageFixtures } from '../../../../test/fixtures/usage.js';

// Issue 19: inner-circle licences only through a plan (the cart refuses them; the beat view offers the
// plan to its subscribers), and a paid period's revenue split to producers by the period's claims, to
// the cent, once, onto the statements.
const clock = usageClock();
let t: TestContext;
let f: UsageFixtures;
let mine: { id: number; coproducerId: number | null }[];
let theirs: number;
let store: Awaited<ReturnType<UsageFixtures['plan']>>;
let sub: Awaited<ReturnType<UsageFixtures['subscribe']>>;
const beat = async (client: UsageFixtures['c']['buyer'], id: number) =>
  (await client.get<BeatData>(`/private-api/beat/${id}`)).body.data;
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestContext({ now: clock.now });
  f = await usageFixtures(t, '10.19.53', clock.now);
  mine = await f.beatsOf(f.who.producer.id);
  theirs = (await f.beatsOf(f.who.producer2.id))[0]!.id;
  store = await f.plan({ name: 'Inner Circle', allowance: 5 });
  sub = await f.subscribe(f.who.buyer.id, store.id);
  // A fresh database migrates and seeds: over a minute on a loaded machine.
}, 240_000);
afterAll(() => t.close());

describe('inner-circle licences', () => {
  it('are refused by the cart with a field error, as a licence and as a bundle', async () => {
    const res = await f.c.buyer.post(`/private-api/cart/upsert/${mine[0]!.id}`, { license_id: f.license.id });
    expect(res.status).toBe(422);
    expect(res.body.response_data?.topic_id).toBe('license_id');
    expect(res.body.response_data?.error).toMatch(/membership plan/);
    const bundle = await f.c.buyer.post(`/private-api/cart/upsert/${mine[0]!.id}`, {
      bundle_license_id: f.license.id,
    });
    expect(bundle.status).toBe(422);
    expect((await f.c.buyer.get<{ items: unknown[] }>('/private-api/cart')).body.data.items).toEqual([]);
    // A free plan-only licence is no beat's 'from' price.
    expect((await beat(f.c.visitor, mine[0]!.id)).price_from).toBeGreaterThan(0);
  });

  it('are offered on the beat view to a subscriber whose live plan covers the beat, and to nobody else', async () => {
    const offer = (await beat(f.c.buyer, mine[0]!.id)).plan_offer;
    expect(offer).toEqual({
      subscription_id: sub.id,
      plan_name: 'Inner Circle',
      license_id: f.license.id,
      license_name: 'Inner Circle Unlimited',
      left: 5,
      total: 5,
      resets_at: sub.currentPeriodEnd.toISOString(),
      order_id: null,
    });
    expect((await beat(f.c.visitor, mine[0]!.id)).plan_offer).toBeNull();
    expect((await beat(f.c.producer2, mine[0]!.id)).plan_offer).toBeNull();
    // A producer's plan covers that producer's beats only.
    const club = await f.plan({ name: 'P2 Club', allowance: 1, producerId: f.who.producer2.id });
    await f.subscribe(f.who.producer.id, club.id);
    expect((await beat(f.c.producer, mine[0]!.id)).plan_offer).toBeNull();
    expect((await beat(f.c.producer, theirs)).plan_offer).toMatchObject({ plan_name: 'P2 Club', left: 1 });
    // The list carries it too, and after a claim it names the order and what is left.
    const claimed = await f.claim(f.who.buyer, sub.id, { beat_id: mine[0]!.id });
    const list = (await f.c.buyer.get<BeatData[]>('/private-api/beat/records?per_page=100')).body.data;
    expect(list.find((b) => b.id === mine[0]!.id)!.plan_offer).toMatchObject({
      left: 4,
      order_id: claimed.data!.order_id,
    });
  });

  it('are not offered once the subscription has ended', async () => {
    const [ended] = [await f.subscribe(f.who.admin.id, store.id, 'ended')];
    expect(ended.status).toBe('ended');
    expect((await beat(f.c.admin, mine[1]!.id)).plan_offer).toBeNull();
  });
});

describe('a period’s revenue', () => {
  const charge = async (amount: number, s = sub) =>
    (
      await f.db
        .insert(subscriptionCharges)
        .values({
          subscriptionId: s.id,
          kind: 'initial',
          periodStart: s.currentPeriodStart,
          periodEnd: s.currentPeriodEnd,
          amount,
          status: 'paid',
          idempotencyKey: `usage-split-${s.id}-${amount}-${Math.random()}`,
          paidAt: s.currentPeriodStart,
        })
        .returning()
    )[0]!;
  const rowsOf = (chargeId: number) =>
    f.db.select().from(ledgerEntries).where(eq(ledgerEntries.subscriptionChargeId, chargeId));

  it('is split by the claims of the period, like sales, to the cent, once', async () => {
    // Claims: mine[0] (above), mine[1] and producer2's beat → 3 claims, 999 cents: 333 each.
    expect((await f.claim(f.who.buyer, sub.id, { beat_id: mine[1]!.id })).status).toBe(200);
    expect((await f.claim(f.who.buyer, sub.id, { beat_id: theirs })).status).toBe(200);
    const paid = await charge(999);
    const written = await t.database.db.transaction((tx) => splitPeriodRevenue(tx, paid.id));
    const rows = await rowsOf(paid.id);
    expect(written).toBe(rows.length);
    expect(rows.reduce((a, r) => a + r.amount, 0)).toBe(999);
    expect(rows.every((r) => r.kind === 'subscription' && r.amount >= 0)).toBe(true);
    const owners = [mine[0]!, mine[1]!, { id: theirs, coproducerId: null }];
    const expected = owners.flatMap((b, i) =>
      ledgerShares(
        333,
        { producerId: i < 2 ? f.who.producer.id : f.who.producer2.id, coproducerId: b.coproducerId },
        70,
      ),
    );
    const got = (payee: number | null) => rows.filter((r) => r.payeeId === payee).reduce((a, r) => a + r.amount, 0);
    const want = (payee: number | null) =>
      expected.filter((e) => e.payeeId === payee).reduce((a, e) => a + e.amount, 0);
    for (const payee of [f.who.producer.id, f.who.producer2.id, null]) expect(got(payee)).toBe(want(payee));
    expect(rows[0]!.note).toMatch(/^Inner Circle, \w{3} \d+/);
    // Again (a job run twice): nothing more.
    expect(await t.database.db.transaction((tx) => splitPeriodRevenue(tx, paid.id))).toBeNull();
    expect(await rowsOf(paid.id)).toHaveLength(rows.length);
    const [after] = await f.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.id, paid.id));
    expect(after!.splitAt).not.toBeNull();
  });

  it('is split at the store’s producer percentage (PRODUCER_SHARE_PERCENT), as the billing engine passes it', async () => {
    const [paid] = await f.db
      .update(subscriptionCharges)
      .set({ paymentRef: 'pay_share_test' })
      .where(eq(subscriptionCharges.id, (await charge(999)).id))
      .returning();
    const split = await t.database.db.transaction((tx) => splitFinishedPeriods(tx, sub.id, sub.currentPeriodEnd, 80));
    expect(split).toContain(paid!.id);
    const rows = await rowsOf(paid!.id);
    const owners = [mine[0]!, mine[1]!, { id: theirs, coproducerId: null }];
    const expected = owners.flatMap((b, i) =>
      ledgerShares(
        333,
        { producerId: i < 2 ? f.who.producer.id : f.who.producer2.id, coproducerId: b.coproducerId },
        80,
      ),
    );
    for (const payee of [f.who.producer.id, f.who.producer2.id, null])
      expect(rows.filter((r) => r.payeeId === payee).reduce((a, r) => a + r.amount, 0)).toBe(
        expected.filter((e) => e.payeeId === payee).reduce((a, e) => a + e.amount, 0),
      );
  });

  it('stays with the house when nothing was claimed', async () => {
    const quiet = await f.subscribe(f.who.producer2.id, store.id);
    const paid = await charge(1999, quiet);
    await t.database.db.transaction((tx) => splitPeriodRevenue(tx, paid.id));
    expect((await rowsOf(paid.id)).map((r) => [r.payeeId, r.role, r.amount])).toEqual([[null, 'house', 1999]]);
  });

  it('lands on the producers’ statements as “Subscription: {plan}, {period}” items', async () => {
    const closed = await f.c.admin.post<{ statement_ids: number[] }>('/private-api/income_statement/close', {
      period_start: today(),
      period_end: today(),
    });
    expect(closed.status).toBe(200);
    const items = await f.db
      .select()
      .from(incomeStatementItems)
      .where(
        and(
          eq(incomeStatementItems.kind, 'subscription'),
          inArray(incomeStatementItems.statementId, closed.body.data.statement_ids),
        ),
      );
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const i of items) {
      expect(i.description).toMatch(/^Subscription: Inner Circle, .+ \(.+\)$/);
      expect(i.producerShare + i.coproducerShare + i.houseShare).toBe(i.gross);
    }
    const mineItem = items.find((i) => i.role === 'producer' && i.beatId === mine[1]!.id)!;
    const statement = await f.c.producer.get<StatementDetailData>(
      `/private-api/income_statement/${mineItem.statementId}`,
    );
    expect(statement.status).toBe(200);
    expect(
      statement.body.data.items.some(
        (i) => i.kind === 'subscription' && i.description.startsWith('Subscription: Inner Circle, '),
      ),
    ).toBe(true);
  });
});
