import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscribableData } from '@beatmarket/shared';
import type { TestGateway } from '../../../adapters/payments-test.js';
import { subscriptionJobs } from '../../../db/schema/index.js';
import { clientsByRole, createTestContext, type TestContext } from '../../../../test/helpers.js';
import {
  api,
  DECLINING_CARD,
  mails,
  makePlan,
  newCard,
  record,
  secondEngine,
  subscribe,
} from '../../../../test/fixtures/billing.js';
import { addDays } from './schedule.js';

/** The billing engine over simulated time (issue 19, decision 0050): a year of renewals runs in seconds. */
let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'admin'>>>;
let clock = new Date('2026-01-31T09:00:00.000Z');
const now = () => clock;
const runAt = (at: Date) => {
  clock = at;
  return t.app.services.billing.runDue(at);
};
const gateway = () => t.app.services.payments as TestGateway;
const link = (id: number) => `${t.config.publicUrl}/subscription/${id}`;
let monthly: SubscribableData;
let trial: SubscribableData;

beforeAll(async () => {
  t = await createTestContext({ now });
  c = await clientsByRole(t.app, '10.78.0', ['buyer', 'admin']);
  await t.app.services.payments.warmUp?.();
  monthly = await makePlan(c.admin, { price: 1000, interval: 'month' });
  trial = await makePlan(c.admin, { price: 1500, interval: 'month', trial_days: 7 });
}, 500_000);
afterAll(() => t.close());

describe('renewals', () => {
  it('renews a monthly plan twelve times over a simulated year, each period paid once and split when over', async () => {
    clock = new Date('2026-01-31T09:00:00.000Z');
    const s = await subscribe(c.buyer, monthly.id);
    const before = (await gateway().book()).length;
    for (let month = 0; month < 12; month++) {
      const { row } = await record(t, s.id);
      // Nothing is due a minute before the period ends.
      await runAt(new Date(row.currentPeriodEnd.getTime() - 60_000));
      expect((await record(t, s.id)).row.currentPeriodEnd).toEqual(row.currentPeriodEnd);
      await runAt(row.currentPeriodEnd);
    }
    const { row, charges, events } = await record(t, s.id);
    expect(row.status).toBe('active');
    // From the 31st: the last day of shorter months, back to the 31st in longer ones.
    expect(row.currentPeriodEnd.toISOString()).toBe('2027-02-28T09:00:00.000Z');
    expect(charges.map((ch) => [ch.kind, ch.status, ch.amount])).toEqual([
      ['initial', 'paid', 1000],
      ...Array.from({ length: 12 }, () => ['renewal', 'paid', 1000]),
    ]);
    expect(new Set(charges.map((ch) => ch.idempotencyKey)).size).toBe(13);
    expect(charges[1]!.idempotencyKey).toBe(`sub:${s.id}:${charges[0]!.periodEnd.toISOString()}:renewal:1`);
    // Each period that is over went to the revenue split, once; the running one has not.
    expect(charges.filter((ch) => ch.splitAt).length).toBe(12);
    expect(charges.at(-1)!.splitAt).toBeNull();
    expect(events.filter((e) => e.kind === 'renewed').length).toBe(12);
    expect((await gateway().book()).length - before).toBe(12);
  });

  it('charges a trial once it ends; a decline is past due, retried 1 and 3 days later with a mail each time, and a new card renews at once', async () => {
    clock = new Date('2026-03-01T12:00:00.000Z');
    const s = await subscribe(c.buyer, trial.id, DECLINING_CARD);
    expect(s.status).toBe('trialing');
    const trialEnd = addDays(clock, 7);
    await runAt(trialEnd);
    let r = await record(t, s.id);
    expect(r.row.status).toBe('past_due');
    expect(r.charges.map((ch) => [ch.kind, ch.status, ch.attempt])).toEqual([['initial', 'failed', 1]]);
    expect((await mails(t, 'subscription-payment-failed', link(s.id))).length).toBe(1);
    // The period is not over until it is paid: the next try is a day after the due date.
    await runAt(addDays(trialEnd, 1));
    r = await record(t, s.id);
    expect(r.row).toMatchObject({ status: 'past_due', retries: 2 });
    expect((await mails(t, 'subscription-payment-failed', link(s.id))).length).toBe(2);

    const res = await newCard(c.buyer, s.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    r = await record(t, s.id);
    expect(r.row.status).toBe('active');
    expect(r.row.retries).toBe(0);
    expect(r.row.currentPeriodStart).toEqual(trialEnd);
    expect(r.charges.map((ch) => [ch.status, ch.attempt])).toEqual([
      ['failed', 1],
      ['failed', 2],
      ['paid', 3],
    ]);
    expect(r.events.map((e) => e.kind)).toContain('charge_failed');
    expect(r.events.at(-1)!.kind).toBe('renewed');
    // The retry planned for day 3 was replaced by the next renewal.
    const jobs = await t.app.services.billing.jobs.of(s.id);
    expect(jobs.filter((j) => !j.doneAt).map((j) => j.kind)).toEqual(['renew']);
  });

  it('ends a subscription whose last retry (day 5) is declined, with a mail each time and one saying it ended', async () => {
    clock = new Date('2026-04-01T12:00:00.000Z');
    const trial2 = await makePlan(c.admin, { price: 1500, interval: 'month', trial_days: 7 });
    const s = await subscribe(c.buyer, trial2.id, DECLINING_CARD);
    const due = addDays(clock, 7);
    for (const day of [0, 1, 3, 5]) await runAt(addDays(due, day));
    const r = await record(t, s.id);
    expect(r.row.status).toBe('ended');
    expect(r.charges.map((ch) => ch.status)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect((await mails(t, 'subscription-payment-failed', link(s.id))).length).toBe(3);
    expect((await mails(t, 'subscription-ended', `${t.config.publicUrl}/subscribe/${trial2.id}`)).length).toBe(1);
    await t.app.services.billing.runDue(addDays(due, 40));
    expect((await record(t, s.id)).charges.length).toBe(4);
    expect((await t.app.services.billing.jobs.of(s.id)).filter((j) => !j.doneAt)).toEqual([]);
  });

  it('keeps a cancelled subscription to the end of its paid period, then ends it without charging', async () => {
    clock = new Date('2026-05-10T08:00:00.000Z');
    const s = await subscribe(c.buyer, (await makePlan(c.admin, {})).id);
    const cancel = await c.buyer.post(`${api}/subscription/${s.id}/cancel`, {});
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const end = (await record(t, s.id)).row.currentPeriodEnd;
    await runAt(addDays(end, -1));
    expect((await record(t, s.id)).row.status).toBe('cancelled');
    await runAt(end);
    const r = await record(t, s.id);
    expect(r.row.status).toBe('ended');
    expect(r.row.endedAt).toEqual(end);
    expect(r.charges.map((ch) => [ch.kind, ch.status, Boolean(ch.splitAt)])).toEqual([['initial', 'paid', true]]);
  });

  it('mails a reminder 7 days before a yearly renewal, once', async () => {
    clock = new Date('2026-06-01T10:00:00.000Z');
    const yearly = await makePlan(c.admin, { price: 19990, interval: 'year' });
    const s = await subscribe(c.buyer, yearly.id);
    const end = new Date('2027-06-01T10:00:00.000Z');
    await runAt(addDays(end, -8));
    expect((await mails(t, 'subscription-renewal-reminder', link(s.id))).length).toBe(0);
    await runAt(addDays(end, -7));
    await runAt(addDays(end, -6));
    const sent = await mails(t, 'subscription-renewal-reminder', link(s.id));
    expect(sent.length).toBe(1);
    expect(sent[0]!.subject).toContain('June 1, 2027');
    expect(sent[0]!.text).toContain('$199.90');
    await runAt(end);
    expect((await record(t, s.id)).row.currentPeriodEnd.toISOString()).toBe('2028-06-01T10:00:00.000Z');
  });
});

describe('charged once', () => {
  it('two workers at once, and a renewal job run again, charge the period once', async () => {
    clock = new Date('2026-07-01T10:00:00.000Z');
    const s = await subscribe(c.buyer, (await makePlan(c.admin, {})).id);
    const end = (await record(t, s.id)).row.currentPeriodEnd;
    clock = end;
    const before = (await gateway().book()).length;
    const other = secondEngine(t, now);
    await Promise.all([t.app.services.billing.runDue(end), other.runDue(end), other.runDue(end)]);
    // The same job armed again (a lost "done"): its period is paid, so it charges nothing.
    const [job] = (await t.app.services.billing.jobs.of(s.id)).filter((j) => j.kind === 'renew' && j.doneAt);
    await t.database.db.update(subscriptionJobs).set({ doneAt: null }).where(eq(subscriptionJobs.id, job!.id));
    await t.app.services.billing.runDue(end);
    const r = await record(t, s.id);
    expect(r.charges.filter((ch) => ch.kind === 'renewal').length).toBe(1);
    expect((await gateway().book()).length - before).toBe(1);
    expect(r.events.filter((e) => e.kind === 'renewed').length).toBe(1);
  });

  it('a worker killed between the charge and its write: the next run finds the charge by its key, charged once', async () => {
    clock = new Date('2026-08-01T10:00:00.000Z');
    // Its own price, so its charges are told apart in the gateway's book from other subscriptions'.
    const s = await subscribe(c.buyer, (await makePlan(c.admin, { price: 1317 })).id);
    const end = (await record(t, s.id)).row.currentPeriodEnd;
    clock = end;
    const before = (await gateway().book()).length;
    // The gateway charges, then the process "dies" before writing what happened.
    const dying = secondEngine(t, now, {
      async chargeSaved(req) {
        await gateway().chargeSaved(req);
        throw new Error('killed after the charge');
      },
    });
    await dying.runDue(end);
    let r = await record(t, s.id);
    expect(r.charges.at(-1)).toMatchObject({ kind: 'renewal', status: 'pending' });
    expect(r.row.currentPeriodEnd).toEqual(end);
    // Once its lease (or back-off) is over, another worker takes the job again.
    await runAt(new Date(end.getTime() + 6 * 60_000));
    r = await record(t, s.id);
    expect(r.charges.at(-1)).toMatchObject({ kind: 'renewal', status: 'paid' });
    expect(r.row.currentPeriodStart).toEqual(end);
    const book = await gateway().book();
    expect(book.slice(before).filter((ch) => ch.amount === 1317).length).toBe(1);
    expect(book.some((ch) => ch.ref === r.charges.at(-1)!.paymentRef)).toBe(true);
  });
});

describe('without Chargebee configured', () => {
  it('tells the subscriber so (409) and answers the webhook 404, never a 5xx', async () => {
    clock = new Date('2026-09-01T10:00:00.000Z');
    const s = await subscribe(c.buyer, (await makePlan(c.admin, {})).id);
    const page = await c.buyer.get(`${api}/subscription/${s.id}/chargebee/checkout`);
    expect(page.status).toBe(409);
    expect(page.body.response_data?.error).toBe('Chargebee is not configured.');
    const hook = await t.app.inject({ method: 'POST', url: `${api}/chargebee`, payload: { id: 'ev_1' } });
    expect(hook.statusCode).toBe(404);
    expect(hook.json().response_data.error).toBe('Chargebee is not configured.');
  });
});
