import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CloseResult,
  PayoutBalanceData,
  PayoutHoldData,
  PayoutRunData,
  StatementDetailData,
} from '@beatmarket/shared';
import { incomeStatements, mailOutbox } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { accountingFixtures, monthOf, today, type AccountingFixtures } from '../../../test/fixtures/accounting.js';

// Issue 35 §6 (decision 0090): payable dates after the refund window, holds with a reason, and payout
// runs that pay only what is payable and report every held producer.
let t: TestContext;
let f: AccountingFixtures;
let clock = new Date();
const DAY = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const last = monthOf(1);
const mailsTo = (to: string, template: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, template)));
const balanceOf = async (who: 'producer' | 'admin', payee?: number) =>
  (await f.c[who].get<PayoutBalanceData>(`/private-api/payout-balance${payee ? `?payee_id=${payee}` : ''}`)).body.data;

beforeAll(async () => {
  t = await createTestContext({ now: () => clock });
  f = await accountingFixtures(t, '10.35.60');
}, 180_000);
afterAll(() => t.close());

describe('payout holds and balances: who may do what', () => {
  it('refuses visitors (401) and anyone but an administrator (403); a balance is its producer’s', async () => {
    const hold = { payee_id: f.ids.producer, reason: 'Checking a chargeback' };
    for (const who of ['visitor', 'buyer', 'producer', 'producer2'] as const) {
      const want = who === 'visitor' ? 401 : 403;
      expect((await f.c[who].post('/private-api/payout-hold', hold)).status, who).toBe(want);
      expect((await f.c[who].get('/private-api/payout-hold')).status, who).toBe(want);
      expect((await f.c[who].post(`/private-api/payout-hold/${f.ids.producer}/release`)).status, who).toBe(want);
      expect((await f.c[who].post('/private-api/payout/run', { method: 'bank' })).status, who).toBe(want);
    }
    expect((await f.c.visitor.get('/private-api/payout-balance')).status).toBe(401);
    expect((await f.c.buyer.get('/private-api/payout-balance')).status).toBe(403);
    expect((await f.c.producer2.get(`/private-api/payout-balance?payee_id=${f.ids.producer}`)).status).toBe(403);
    expect((await f.c.producer.get('/private-api/payout-balance')).status).toBe(200);
    expect((await f.c.admin.get(`/private-api/payout-balance?payee_id=${f.ids.producer}`)).status).toBe(200);
    expect(await mailsTo('producer@beatmarket.test', 'payout-held')).toHaveLength(0);
  });
});

describe('payable dates', () => {
  it('shows sales pending until the refund window ends, then payable, to the cent', async () => {
    const before = await balanceOf('producer');
    expect(before).toMatchObject({ balance: 0, payable: 0, pending: 0, dates: [], hold: null, window_days: 14 });
    const old = await f.buy([f.plain[0]!]);
    await f.backdate(old, last.mid);
    await f.buy([f.plain[1]!]);
    const rows = await f.ledgerOf(f.ids.producer);
    const total = rows.reduce((a, r) => a + r.amount, 0);
    const now = await balanceOf('producer');
    expect(now.balance).toBe(total);
    expect(now.payable + now.pending).toBe(total);
    expect(now.payable).toBeGreaterThan(0);
    expect(now.dates).toEqual([{ date: dayOf(new Date(Date.now() + 14 * DAY)), amount: now.pending }]);
    clock = new Date(Date.now() + 15 * DAY);
    expect(await balanceOf('producer')).toMatchObject({ balance: total, payable: total, pending: 0, dates: [] });
    clock = new Date();
  }, 120_000);
});

describe('holds', () => {
  it('holds with a reason (validated per field), mails the producer, shows it to them; releases once', async () => {
    const bad = await f.c.admin.post('/private-api/payout-hold', { payee_id: 'x', reason: ' no ' });
    expect(bad.status).toBe(422);
    expect(bad.body.response_data?.errors?.map((e) => e.topic_id).sort()).toEqual(['payee_id', 'reason']);
    const buyer = await f.c.admin.post('/private-api/payout-hold', { payee_id: f.ids.buyer, reason: 'Not a producer' });
    expect(buyer.status).toBe(422);
    const reason = 'We are checking a chargeback on your sales.';
    const held = await f.c.admin.post<PayoutHoldData>('/private-api/payout-hold', {
      payee_id: f.ids.producer2,
      reason,
    });
    expect(held.status).toBe(200);
    expect(held.body.data).toMatchObject({ payee_id: f.ids.producer2, payee_name: 'Lena Cruz', reason });
    const again = await f.c.admin.post('/private-api/payout-hold', { payee_id: f.ids.producer2, reason: 'Twice over' });
    expect(again.status).toBe(409);
    const [mail] = await mailsTo('producer2@beatmarket.test', 'payout-held');
    expect(mail?.html).toContain(reason);
    expect((await mailsTo('producer2@beatmarket.test', 'payout-held')).length).toBe(1);
    const mine = (await f.c.producer2.get<PayoutBalanceData>('/private-api/payout-balance')).body.data;
    expect(mine.hold?.reason).toBe(reason);
    const list = (await f.c.admin.get<PayoutHoldData[]>('/private-api/payout-hold')).body.data;
    expect(list.map((h) => [h.payee_id, h.reason])).toEqual([[f.ids.producer2, reason]]);

    await f.c.admin.post('/private-api/payout-hold', { payee_id: f.ids.producer, reason: 'A short check' });
    expect((await f.c.admin.post(`/private-api/payout-hold/${f.ids.producer}/release`)).status).toBe(200);
    expect((await f.c.admin.post(`/private-api/payout-hold/${f.ids.producer}/release`)).status).toBe(409);
    expect(await mailsTo('producer@beatmarket.test', 'payout-released')).toHaveLength(1);
    expect((await balanceOf('producer')).hold).toBeNull();
  });
});

describe('the payout run', () => {
  it('pays what is payable, reports the held producer with the reason and waiting rows with their date', async () => {
    const co = await f.buy([f.coBeat!]);
    await f.backdate(co, last.mid);
    const closeLast = await f.c.admin.post<CloseResult>('/private-api/income_statement/close', {
      period_start: last.start,
      period_end: last.end,
    });
    const closeNow = await f.c.admin.post<CloseResult>('/private-api/income_statement/close', {
      period_start: monthOf(0).start,
      period_end: today(),
    });
    const statements = await t.database.db.select().from(incomeStatements);
    const of = (payee: number, ids: number[]) => statements.find((s) => s.payeeId === payee && ids.includes(s.id))!;
    const mineLast = of(f.ids.producer, closeLast.body.data.statement_ids);
    const theirs = of(f.ids.producer2, closeLast.body.data.statement_ids);
    const mineNow = of(f.ids.producer, closeNow.body.data.statement_ids);
    const due = dayOf(new Date(Date.now() + 14 * DAY));

    // The statement lists each row's payable date.
    const detail = (await f.c.producer.get<StatementDetailData>(`/private-api/income_statement/${mineNow.id}`)).body
      .data;
    expect(detail.items.map((i) => dayOf(new Date(i.payable_at)))).toEqual(detail.items.map(() => due));

    // Explicitly paying the held or the waiting statement is refused, each with its reason.
    const heldOne = await f.c.admin.post('/private-api/payout/create', { statement_ids: [theirs.id], method: 'bank' });
    expect(heldOne.status).toBe(409);
    expect(heldOne.body.response_data?.error).toBe(
      'Payouts to Lena Cruz are held: We are checking a chargeback on your sales.',
    );
    const early = await f.c.admin.post('/private-api/payout/create', { statement_ids: [mineNow.id], method: 'bank' });
    expect(early.status).toBe(422);
    expect(early.body.response_data?.error).toBe(`Statement ${mineNow.id} is payable from ${due} (refund window)`);

    const run = await f.c.admin.post<PayoutRunData>('/private-api/payout/run', { method: 'bank', note: 'Run 1' });
    expect(run.status).toBe(200);
    expect(run.body.data.payout?.items?.map((i) => i.statement_id)).toEqual([mineLast.id]);
    expect(run.body.data.payout?.total).toBe(mineLast.amount);
    expect(run.body.data.held).toEqual([
      {
        payee_id: f.ids.producer2,
        payee_name: 'Lena Cruz',
        reason: 'We are checking a chargeback on your sales.',
        amount: theirs.amount,
        statement_ids: [theirs.id],
      },
    ]);
    expect(run.body.data.waiting).toEqual([
      expect.objectContaining({ statement_id: mineNow.id, amount: mineNow.amount, payee_name: 'Marcus Reed' }),
    ]);
    expect(dayOf(new Date(run.body.data.waiting[0]!.payable_at))).toBe(due);

    // Run again at once: nothing twice, the same two reported.
    const again = (await f.c.admin.post<PayoutRunData>('/private-api/payout/run', { method: 'bank' })).body.data;
    expect(again).toMatchObject({
      payout: null,
      held: [{ payee_id: f.ids.producer2 }],
      waiting: [{ statement_id: mineNow.id }],
    });

    // Released and past the window: the next run pays both.
    await f.c.admin.post(`/private-api/payout-hold/${f.ids.producer2}/release`);
    clock = new Date(Date.now() + 15 * DAY);
    const later = (await f.c.admin.post<PayoutRunData>('/private-api/payout/run', { method: 'paypal' })).body.data;
    expect(later.payout?.items?.map((i) => i.statement_id).sort()).toEqual([theirs.id, mineNow.id].sort());
    expect(later).toMatchObject({ held: [], waiting: [] });
    clock = new Date();
  }, 120_000);

  it('refuses a bad run body per field', async () => {
    const bad = await f.c.admin.post('/private-api/payout/run', { method: 'cash' });
    expect(bad.status).toBe(422);
    expect(bad.body.response_data?.errors?.map((e) => e.topic_id)).toEqual(['method']);
    expect(await t.database.db.select({ n: sql<number>`count(*)` }).from(incomeStatements)).toBeTruthy();
  });
});
