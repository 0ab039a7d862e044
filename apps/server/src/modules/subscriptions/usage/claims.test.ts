import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPageView } from '@beatmarket/shared';
import { orders } from '../../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../../test/helpers.js';
import { mediaDataDir, upload, wavTone } from '../../../../test/media-helpers.js';
import { usageClock, usageFixtures, type UsageFixtures } from '../../../../test/fixtures/usage.js';

// Issue 19, using a plan: a claim is a zero-amount order with the sale's licence PDF and links, inside
// the period's allowance (which resets each period), once per beat per period, one winner for the last slot.
const clock = usageClock();
let t: TestContext;
let f: UsageFixtures;
let mine: number[];
let plan: Awaited<ReturnType<UsageFixtures['plan']>>;
let sub: Awaited<ReturnType<UsageFixtures['subscribe']>>;

beforeAll(async () => {
  t = await createTestContext({ now: clock.now, DATA_DIR: mediaDataDir() });
  f = await usageFixtures(t, '10.19.52', clock.now);
  mine = (await f.beatsOf(f.who.producer.id)).map((b) => b.id);
  // The first beat's master: the claim's private links deliver its MP3 and WAV.
  await upload(t.app, f.c.producer, {
    purpose: 'master',
    beat_id: mine[0]!,
    name: 'master.wav',
    type: 'audio/wav',
    body: wavTone(2, 330),
  });
  await t.app.services.mediaWorker.drain();
  plan = await f.plan({ allowance: 2 });
  sub = await f.subscribe(f.who.buyer.id, plan.id);
  // A fresh database migrates and seeds: over a minute on a loaded machine.
}, 240_000);
afterAll(() => t.close());

describe('claiming a beat from a plan', () => {
  it('is the subscriber’s: visitors 401, other people 404, administrators 403; nothing is made', async () => {
    const body = { beat_id: mine[0] };
    expect((await f.claim(null, sub.id, body)).status).toBe(401);
    expect((await f.claim(f.who.producer, sub.id, body)).status).toBe(404);
    expect((await f.claim(f.who.producer2, sub.id, body)).status).toBe(404);
    expect((await f.claim(f.who.admin, sub.id, body)).status).toBe(403);
    expect((await f.claim(f.who.buyer, 999_999, body)).status).toBe(404);
    expect(await f.db.select().from(orders).where(eq(orders.subscriptionId, sub.id))).toEqual([]);
  });

  it('refuses a malformed body and a beat it cannot grant, per field', async () => {
    expect(await f.claim(f.who.buyer, sub.id, {})).toMatchObject({ status: 422 });
    expect(await f.claim(f.who.buyer, sub.id, { beat_id: 'x' })).toMatchObject({ status: 422 });
    expect(await f.claim(f.who.buyer, sub.id, { beat_id: 99_999_999 })).toMatchObject({
      status: 422,
      topic: 'beat_id',
      message: 'This beat is not in the catalogue.',
    });
  });

  it('makes a fulfilled order of amount 0 under the plan’s licence, with the licence PDF and private links', async () => {
    const res = await f.claim(f.who.buyer, sub.id, { beat_id: mine[0] });
    expect(res.status).toBe(200);
    expect(res.data!.allowance).toEqual({ total: 2, used: 1, left: 1 });
    const [order] = await f.db.select().from(orders).where(eq(orders.id, res.data!.order_id));
    expect(order).toMatchObject({
      total: 0,
      status: 'fulfilled',
      subscriptionId: sub.id,
      paymentProvider: 'subscription',
    });
    const page = await f.c.buyer.get<OrderPageView>(`/private-api/order/${order!.id}`);
    expect(page.status).toBe(200);
    const item = page.body.data.items[0]!;
    expect(item).toMatchObject({
      beat_id: mine[0],
      amount: 0,
      license: { name: 'Inner Circle Unlimited', type: 'inner_circle' },
    });
    expect(item.license_pdf).toBe(`/private-api/order/${order!.id}/license/${item.id}/pdf`);
    expect(item.downloads.map((d) => d.kind)).toEqual(['mp3', 'wav']);
    expect((await f.c.buyer.request({ method: 'GET', url: item.downloads[1]!.href })).status).toBeLessThan(400);
    expect((await f.c.producer2.request({ method: 'GET', url: item.downloads[1]!.href })).status).toBe(403);
    const pdf = await f.c.buyer.request({ method: 'GET', url: item.license_pdf! });
    expect(pdf.status).toBe(200);
    expect(String(pdf.headers['content-type'])).toContain('application/pdf');
    // Someone else's claim does not exist for them.
    expect((await f.c.producer2.get(`/private-api/order/${order!.id}`)).status).toBe(404);
  });

  it('answers the same order for the same beat again in the period, using nothing', async () => {
    const first = (await f.db.select().from(orders).where(eq(orders.subscriptionId, sub.id)))[0]!;
    const again = await f.claim(f.who.buyer, sub.id, { beat_id: mine[0] });
    expect(again.data).toEqual({ order_id: first.id, allowance: { total: 2, used: 1, left: 1 } });
  });

  it('refuses a claim over the allowance with when it resets (409), and resets next period', async () => {
    expect((await f.claim(f.who.buyer, sub.id, { beat_id: mine[1] })).data!.allowance.left).toBe(0);
    const over = await f.claim(f.who.buyer, sub.id, { beat_id: mine[2] });
    expect(over.status).toBe(409);
    const end = sub.currentPeriodEnd;
    const mmddyyyy = `${String(end.getUTCMonth() + 1).padStart(2, '0')}/${String(end.getUTCDate()).padStart(2, '0')}/${end.getUTCFullYear()}`;
    expect(over.message).toBe(`You have used this month's 2 beats. Your allowance resets on ${mmddyyyy}.`);
    // The period is over but not yet renewed: no claim until it is.
    clock.days(30);
    expect(await f.claim(f.who.buyer, sub.id, { beat_id: mine[2] })).toMatchObject({ status: 409 });
    await f.renew(sub.id);
    const fresh = await f.claim(f.who.buyer, sub.id, { beat_id: mine[2] });
    expect(fresh.data!.allowance).toEqual({ total: 2, used: 1, left: 1 });
    // A beat of last period is a new claim in this one.
    const old = await f.claim(f.who.buyer, sub.id, { beat_id: mine[0] });
    expect(old.status).toBe(200);
    expect(old.data!.allowance.left).toBe(0);
    expect(await f.db.select().from(orders).where(eq(orders.subscriptionId, sub.id))).toHaveLength(4);
  });

  it('gives the last slot to one of two claims made at once', async () => {
    const solo = await f.subscribe(f.who.producer2.id, (await f.plan({ name: 'Solo', allowance: 1 })).id);
    const [a, b] = await Promise.all([
      f.claim(f.who.producer2, solo.id, { beat_id: mine[3] }),
      f.claim(f.who.producer2, solo.id, { beat_id: mine[4] }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await f.db.select().from(orders).where(eq(orders.subscriptionId, solo.id))).toHaveLength(1);
  });

  it('covers only its producer’s beats on a producer’s plan, and nothing once ended', async () => {
    const theirs = (await f.beatsOf(f.who.producer2.id))[0]!.id;
    const club = await f.plan({ name: 'P2 Club', allowance: 3, producerId: f.who.producer2.id });
    const s = await f.subscribe(f.who.producer.id, club.id);
    const other = await f.claim(f.who.producer, s.id, { beat_id: mine[0] });
    expect(other).toMatchObject({ status: 422, topic: 'beat_id' });
    expect(other.message).toMatch(/^This plan covers only .+'s beats\.$/);
    expect((await f.claim(f.who.producer, s.id, { beat_id: theirs })).status).toBe(200);
    const ended = await f.subscribe(f.who.admin.id, club.id, 'ended');
    expect(await f.claim(f.who.admin, ended.id, { beat_id: theirs })).toMatchObject({
      status: 409,
      message: 'This subscription has ended.',
    });
  });

  it('is POST /subscription/{id}/claim on the subscription record: the subscriber only', async () => {
    const s = await f.subscribe(f.who.buyer.id, (await f.plan({ name: 'Web', allowance: 3 })).id);
    const url = `/private-api/subscription/${s.id}/claim`;
    const body = { beat_id: mine[5] };
    expect((await f.c.visitor.post(url, body)).status).toBe(404);
    expect((await f.c.producer2.post(url, body)).status).toBe(404);
    expect((await f.c.admin.post(url, body)).status).toBe(403);
    const res = await f.c.buyer.post<{ order_id: number; allowance: { left: number } }>(url, body);
    expect(res.status).toBe(200);
    expect(res.body.data.allowance.left).toBe(2);
    const bad = await f.c.buyer.post(url, { beat_id: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.body.response_data?.errors?.map((e) => e.topic_id)).toEqual(['beat_id']);
  });
});
