import { readFileSync } from 'node:fs';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_LICENSE_REFUSED, type MembershipRevenueRow, type SubscribableData } from '@beatmarket/shared';
import { beats, ledgerEntries, licenses, mailOutbox, orders, subscribables } from '../../db/schema/index.js';
import { clientsByRole, createTestContext, type Client, type TestContext } from '../../../test/helpers.js';
import { api, mails, makePlan, record, subscribe } from '../../../test/fixtures/billing.js';

/**
 * Issue 31, memberships ready for the open internet: plans grant only non-exclusive licences, one free
 * trial per account and plan, every charge, cancellation and claim mails its own words, and a paid
 * period is deferred revenue in Accounting until its split.
 */
let clock = new Date('2026-03-01T12:00:00.000Z');
const days = (n: number) => (clock = new Date(clock.getTime() + n * 86_400_000));
let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'producer2' | 'admin'>>>;
let licence: Record<string, { id: number }>;

beforeAll(async () => {
  t = await createTestContext({ now: () => clock });
  c = await clientsByRole(t.app, '10.31.0', ['buyer', 'producer', 'producer2', 'admin']);
  await t.app.services.payments.warmUp?.();
  const all = await t.database.db.select().from(licenses).where(isNull(licenses.deletedAt));
  licence = Object.fromEntries(all.map((l) => [l.type, l]));
}, 240_000);
afterAll(() => t.close());

const db = () => t.database.db;
const claim = (planSub: number, beatId: number) =>
  c.buyer.post<{ order_id: number }>(`${api}/subscription/${planSub}/claim`, { beat_id: beatId });
const beatOf = async (producerEmailRole: 'producer' | 'producer2', n = 0) => {
  const who = (await c[producerEmailRole].get<{ id: number }>(`${api}/profile`)).body.data.id;
  const rows = await db()
    .select({ id: beats.id })
    .from(beats)
    .where(
      and(
        eq(beats.producerId, who),
        eq(beats.family, 'beat'),
        eq(beats.available, true),
        eq(beats.sold, false),
        isNotNull(beats.publishedAt),
        isNull(beats.deletedAt),
      ),
    )
    .orderBy(beats.id);
  return rows[n]!.id;
};

describe('plans grant non-exclusive licences only', () => {
  it('refuses an exclusive licence on a new or edited plan, on the licence field', async () => {
    const made = await c.admin.post(`${api}/subscribable/create`, {
      name: 'Exclusive club',
      description: '',
      price: 1000,
      interval: 'month',
      trial_days: 0,
      allowance: 3,
      license_id: licence.exclusive!.id,
      producer_id: null,
      published: true,
    });
    expect(made.status).toBe(422);
    expect(made.body.response_data).toMatchObject({ topic_id: 'license_id', error: PLAN_LICENSE_REFUSED });
    const plan = await makePlan(c.admin, {});
    const edit = await c.admin.post(`${api}/subscribable/${plan.id}/save`, { license_id: licence.exclusive!.id });
    expect(edit.status).toBe(422);
    expect(edit.body.response_data?.topic_id).toBe('license_id');
  });

  it('never makes an exclusive from a plan that grants one: the claim is refused and the beat stays on sale', async () => {
    const [plan] = await db()
      .insert(subscribables)
      .values({
        name: 'Old exclusive plan',
        price: 1500,
        interval: 'month',
        allowance: 3,
        licenseId: licence.exclusive!.id,
        published: true,
      })
      .returning();
    const s = await subscribe(c.buyer, plan!.id);
    const beatId = await beatOf('producer');
    const res = await claim(s.id, beatId);
    expect(res.status).toBe(409);
    expect((await db().select().from(orders).where(eq(orders.subscriptionId, s.id))).length).toBe(0);
    expect((await db().select({ sold: beats.sold }).from(beats).where(eq(beats.id, beatId)))[0]!.sold).toBe(false);
  });

  it('the migration moves an existing exclusive plan to the best non-exclusive licence', async () => {
    const [plan] = await db()
      .insert(subscribables)
      .values({
        name: 'Legacy',
        price: 1500,
        interval: 'month',
        allowance: 3,
        licenseId: licence.exclusive!.id,
        published: true,
      })
      .returning();
    const file = new URL('../../db/migrations/0035_plan_licences_and_trials.sql', import.meta.url);
    const [move, unpublish] = readFileSync(file, 'utf8').split('--> statement-breakpoint');
    await db().execute(sql.raw(move!));
    await db().execute(sql.raw(unpublish!));
    const [after] = await db().select().from(subscribables).where(eq(subscribables.id, plan!.id));
    const [granted] = await db().select().from(licenses).where(eq(licenses.id, after!.licenseId));
    expect(granted!.type).toBe('inner_circle');
    expect(after!.published).toBe(true);
  });
});

/** What the plan offers this account: its page's and the plan list's `trial_available`, and a "Free for" grant. */
async function offer(who: Client, id: number) {
  const one = (await who.get<SubscribableData>(`${api}/subscribable/${id}`)).body.data;
  const listed = (await who.get<SubscribableData[]>(`${api}/subscribable/records?per_page=100`)).body.data;
  expect(listed.find((p) => p.id === id)?.trial_available).toBe(one.trial_available);
  return { available: one.trial_available, free: one.grants.some((g) => g.startsWith('Free for ')) };
}

describe('one free trial per account and plan', () => {
  it('gives no second trial once the first was cancelled and ended', async () => {
    const plan = await makePlan(c.admin, { trial_days: 7, price: 900 });
    expect(await offer(c.buyer, plan.id)).toEqual({ available: true, free: true });
    const first = await subscribe(c.buyer, plan.id);
    expect(first.status).toBe('trialing');
    // Had: the plan no longer says "Free for 7 days" to this account (its page and the list), to others still.
    expect(await offer(c.buyer, plan.id)).toEqual({ available: false, free: false });
    expect(await offer(c.producer, plan.id)).toEqual({ available: true, free: true });
    expect((await c.buyer.post(`${api}/subscription/${first.id}/cancel`, {})).status).toBe(200);
    days(8);
    await t.app.services.billing.runDue(clock);
    expect((await record(t, first.id)).row.status).toBe('ended');
    const again = await subscribe(c.buyer, plan.id);
    expect(again.status).toBe('active');
    expect((await record(t, again.id)).charges.map((ch) => [ch.amount, ch.status])).toEqual([[900, 'paid']]);
  });

  it('gives one trial across a producer’s plans when the producer says so', async () => {
    expect((await c.buyer.post(`${api}/subscribable/set_trial_rule`, { one_trial_across_plans: true })).status).toBe(
      403,
    );
    expect((await c.producer2.post(`${api}/subscribable/set_trial_rule`, { one_trial_across_plans: 'y' })).status).toBe(
      422,
    );
    const who = (await c.producer2.get<{ id: number }>(`${api}/profile`)).body.data.id;
    const insert = async (name: string) =>
      (
        await db()
          .insert(subscribables)
          .values({
            name,
            price: 700,
            interval: 'month',
            allowance: 2,
            trialDays: 5,
            licenseId: licence.inner_circle!.id,
            producerId: who,
            published: true,
          })
          .returning()
      )[0]!;
    const a = await insert('P2 Gold');
    const b = await insert('P2 Silver');
    // The rule off: each plan its own trial.
    expect((await subscribe(c.producer, a.id)).status).toBe('trialing');
    expect((await subscribe(c.producer, b.id)).status).toBe('trialing');
    const on = await c.producer2.post(`${api}/subscribable/set_trial_rule`, { one_trial_across_plans: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect((await c.producer2.get(`${api}/subscribable/trial_rule`)).body.data).toEqual({
      one_trial_across_plans: true,
    });
    expect(await offer(c.admin, b.id)).toEqual({ available: true, free: true });
    expect((await subscribe(c.admin, a.id)).status).toBe('trialing');
    expect(await offer(c.admin, b.id)).toEqual({ available: false, free: false });
    expect((await subscribe(c.admin, b.id)).status).toBe('active');
  });
});

describe('membership mails and deferred revenue', () => {
  let plan: SubscribableData;
  let subId: number;
  const revenue = async (q = '') =>
    (await c.admin.get<MembershipRevenueRow[]>(`${api}/report/membership-revenue/data${q}`)).body.data ?? [];

  it('mails a welcome and a receipt for the first charge, shown as deferred revenue', async () => {
    plan = await makePlan(c.admin, { price: 1234, allowance: 2 });
    const s = await subscribe(c.producer2, plan.id);
    subId = s.id;
    const link = `/subscription/${s.id}`;
    expect(await mails(t, 'subscription-welcome', link)).toHaveLength(1);
    const [receipt] = await mails(t, 'subscription-receipt', link);
    expect(receipt!.text).toContain('Your payment of $12.34 for');
    const [row] = (await revenue('?state=deferred')).filter((r) => r.subscription_id === s.id);
    expect(row).toMatchObject({ amount: 1234, deferred: 1234, split: 0, split_at: null });
  });

  it('mails the claim’s own words, never “Your payment of Free”', async () => {
    const res = await c.producer2.post<{ order_id: number }>(`${api}/subscription/${subId}/claim`, {
      beat_id: await beatOf('producer', 1),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sent = await db().select().from(mailOutbox).where(eq(mailOutbox.template, 'subscription-claim'));
    const mine = sent.filter((m) => (m.html ?? '').includes(`/order/${res.body.data.order_id}"`));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.text).toContain('1 of your 2 beats a month left this month');
    const all = await db().select().from(mailOutbox);
    expect(all.some((m) => m.text.includes('Your payment of Free'))).toBe(false);
  });

  it('a renewal mails a receipt and splits the first period once: deferred becomes split, to the cent', async () => {
    days(31);
    await t.app.services.billing.runDue(clock);
    const link = `/subscription/${subId}`;
    expect(await mails(t, 'subscription-receipt', link)).toHaveLength(2);
    const rows = (await revenue()).filter((r) => r.subscription_id === subId);
    expect(rows.map((r) => [r.amount, r.deferred, r.split])).toEqual([
      [1234, 1234, 0],
      [1234, 0, 1234],
    ]);
    const firstCharge = rows[1]!.charge_id;
    const [ledger] = await db()
      .select({ n: sql<number>`sum(${ledgerEntries.amount})::int` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.subscriptionChargeId, firstCharge));
    expect(ledger!.n).toBe(1234);
  });

  it('confirms a cancellation by mail', async () => {
    expect((await c.producer2.post(`${api}/subscription/${subId}/cancel`, {})).status).toBe(200);
    const [sent] = await mails(t, 'subscription-cancelled', `/subscription/${subId}`);
    expect(sent!.text).toContain('you keep your membership until');
  });

  it('keeps the report to administrators', async () => {
    expect((await c.buyer.get(`${api}/report/membership-revenue/data`)).status).toBe(403);
    expect((await c.admin.get(`${api}/report/membership-revenue/data?state=nope`)).status).toBe(400);
  });
});
