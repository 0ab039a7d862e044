import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CloseResult, PayoutData, StatementDetailData } from '@beatmarket/shared';
import { incomeStatements, payoutItems, payouts } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { accountingFixtures, monthOf, type AccountingFixtures } from '../../../test/fixtures/accounting.js';

// Issue 17 (decision 0036): payouts over closed statements: created, sent with a reference or cancelled
// while pending, never after; every step one transaction that a retry leaves unchanged.
let t: TestContext;
let f: AccountingFixtures;
/** Statement ids of last month: the producer's and the coproducer's (both positive). */
let mine: number;
let theirs: number;
/** A statement of nothing to pay (an adjustment taking money back). */
let negative: number;
const api = '/private-api/payout';
const last = monthOf(1);
const before = monthOf(2);
const counts = async () => ({
  payouts: (await t.database.db.select().from(payouts)).length,
  items: (await t.database.db.select().from(payoutItems)).length,
  statements: (await t.database.db.select().from(incomeStatements)).map((s) => `${s.id}:${s.status}:${s.paidAt}`),
});

beforeAll(async () => {
  // No refund window here: this month's sale is paid at once (the window's own tests: payout-dates.test).
  t = await createTestContext({ PAYOUT_REFUND_WINDOW_DAYS: '0' });
  f = await accountingFixtures(t, '10.17.36');
  const order = await f.buy([f.coBeat!, f.plain[0]!]);
  await f.backdate(order, last.mid);
  const closed = await f.c.admin.post<CloseResult>('/private-api/income_statement/close', {
    period_start: last.start,
    period_end: last.end,
  });
  const rows = await t.database.db
    .select()
    .from(incomeStatements)
    .where(inArray(incomeStatements.id, closed.body.data.statement_ids));
  mine = rows.find((r) => r.payeeId === f.ids.producer)!.id;
  theirs = rows.find((r) => r.payeeId === f.ids.producer2)!.id;
  // Two months ago: an adjustment taking 5.00 back from the coproducer.
  const adj = await f.c.admin.post<{ id: number }>('/private-api/income_statement/adjustment', {
    payee_id: f.ids.producer2,
    amount: -500,
    note: 'Overpaid in error',
  });
  const { ledgerEntries } = await import('../../db/schema/index.js');
  await t.database.db
    .update(ledgerEntries)
    .set({ createdAt: before.mid })
    .where(eq(ledgerEntries.id, adj.body.data.id));
  const neg = await f.c.admin.post<CloseResult>('/private-api/income_statement/close', {
    period_start: before.start,
    period_end: before.end,
  });
  negative = neg.body.data.statement_ids[0]!;
});
afterAll(() => t.close());

describe('payouts', () => {
  it('are the administrators’: visitors 401, others 403 and nothing is made', async () => {
    const body = { statement_ids: [mine], method: 'bank' };
    expect((await f.c.visitor.post(`${api}/create`, body)).status).toBe(401);
    expect((await f.c.producer.post(`${api}/create`, body)).status).toBe(403);
    expect((await f.c.buyer.post(`${api}/create`, body)).status).toBe(403);
    expect((await f.c.producer.get(`${api}/records`)).status).toBe(403);
    expect((await f.c.producer.get(`${api}/1/csv`)).status).toBe(403);
    expect((await counts()).payouts).toBe(0);
  });

  it('refuses bad input per field, and statements that cannot be paid one by one', async () => {
    const bad = await f.c.admin.post(`${api}/create`, { statement_ids: [], method: 'cash' });
    expect(bad.status).toBe(422);
    expect(bad.body.response_data?.errors?.map((e) => e.topic_id).sort()).toEqual(['method', 'statement_ids']);
    const twice = await f.c.admin.post(`${api}/create`, { statement_ids: [mine, mine], method: 'bank' });
    expect(twice.status).toBe(422);
    const none = await f.c.admin.post(`${api}/create`, { statement_ids: [mine, negative, 999999], method: 'bank' });
    expect(none.status).toBe(422);
    expect(none.body.response_data?.errors).toEqual([
      { topic_id: 'statement_ids.1', message: `Statement ${negative} owes nothing to pay (-500 cents)` },
      { topic_id: 'statement_ids.2', message: 'Statement 999999 does not exist' },
    ]);
    expect((await counts()).payouts).toBe(0);
  });

  it('pays statements: created pending, sent with a reference (statements paid), retried harmlessly', async () => {
    const made = await f.c.admin.post<PayoutData>(`${api}/create`, {
      statement_ids: [mine, theirs],
      method: 'paypal',
      note: 'October run',
    });
    expect(made.status).toBe(200);
    const p = made.body.data;
    expect(p).toMatchObject({ status: 'pending', method: 'paypal', note: 'October run', statements: 2 });
    expect(p.created_by_name).toBe('Ada Admin');
    expect(p.total).toBe(p.items!.reduce((a, i) => a + i.amount, 0));
    expect(p.items!.map((i) => i.statement_id)).toEqual([mine, theirs]);

    // A statement in a live payout cannot be paid twice (409, per statement): a retried create changes nothing.
    const created = await counts();
    const again = await f.c.admin.post(`${api}/create`, { statement_ids: [theirs], method: 'bank' });
    expect(again.status).toBe(409);
    expect(again.body.response_data?.errors).toEqual([
      { topic_id: 'statement_ids.0', message: `Statement ${theirs} is already in payout ${p.id}` },
    ]);
    expect(await counts()).toEqual(created);
    const pending = (await f.c.producer.get<StatementDetailData>(`/private-api/income_statement/${mine}`)).body.data;
    expect(pending.payout).toMatchObject({ id: p.id, status: 'pending', reference: null });

    expect((await f.c.admin.post(`${api}/${p.id}/send`, { reference: ' ' })).status).toBe(422);
    expect((await f.c.producer.post(`${api}/${p.id}/send`, { reference: 'PP-1' })).status).toBe(404);
    const sent = await f.c.admin.post<PayoutData>(`${api}/${p.id}/send`, { reference: 'PP-BATCH-0042' });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'sent', reference: 'PP-BATCH-0042', sent_by_name: 'Ada Admin' });
    const paid = (await f.c.producer.get<StatementDetailData>(`/private-api/income_statement/${mine}`)).body.data;
    expect(paid).toMatchObject({ status: 'paid', payout: { id: p.id, status: 'sent', reference: 'PP-BATCH-0042' } });
    expect(paid.paid_at).toBeTruthy();

    // A retried send (after a lost answer) changes nothing; another reference is refused.
    const state = await counts();
    expect((await f.c.admin.post(`${api}/${p.id}/send`, { reference: 'PP-BATCH-0042' })).status).toBe(200);
    expect(await counts()).toEqual(state);
    expect((await f.c.admin.post(`${api}/${p.id}/send`, { reference: 'OTHER' })).status).toBe(409);
    // Sent is final: cancelling is refused and changes nothing.
    const cancel = await f.c.admin.post(`${api}/${p.id}/cancel`);
    expect(cancel.status).toBe(409);
    expect(cancel.body.response_data?.error).toBe('A sent payout cannot be cancelled');
    expect(await counts()).toEqual(state);
    // A paid statement is not paid again.
    expect((await f.c.admin.post(`${api}/create`, { statement_ids: [mine], method: 'bank' })).status).toBe(409);
  });

  it('writes the batch file: one line per producer, dollars exact', async () => {
    const [p] = (await f.c.admin.get<PayoutData[]>(`${api}/records`)).body.data;
    const res = await f.c.admin.request({ method: 'GET', url: `${api}/${p!.id}/csv` });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/csv/);
    const amounts = new Map(p!.items!.map((i) => [i.payee_id, i.amount]));
    const usd = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
    expect(res.body.data).toBe(
      'name,email,amount,currency,reference\r\n' +
        `Marcus Reed,producer@beatmarket.test,${usd(amounts.get(f.ids.producer)!)},USD,PP-BATCH-0042\r\n` +
        `Lena Cruz,producer2@beatmarket.test,${usd(amounts.get(f.ids.producer2)!)},USD,PP-BATCH-0042\r\n`,
    );
    expect((await f.c.visitor.get(`${api}/${p!.id}/csv`)).status).toBe(401);
    expect((await f.c.admin.get(`${api}/999999/csv`)).status).toBe(404);
  });

  it('cancels a pending payout (its statements payable again), once', async () => {
    // A fresh statement to pay: this month's sale.
    await f.buy([f.plain[1]!]);
    const closed = await f.c.admin.post<CloseResult>('/private-api/income_statement/close', {
      period_start: monthOf(0).start,
      period_end: new Date().toISOString().slice(0, 10),
    });
    const id = closed.body.data.statement_ids[0]!;
    const made = await f.c.admin.post<PayoutData>(`${api}/create`, { statement_ids: [id], method: 'bank' });
    expect(made.status, JSON.stringify([closed.body, made.body])).toBe(200);
    const p = made.body.data;
    const cancelled = await f.c.admin.post<PayoutData>(`${api}/${p.id}/cancel`);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancelled_by_name: 'Ada Admin' });
    const state = await counts();
    expect((await f.c.admin.post(`${api}/${p.id}/cancel`)).status).toBe(200);
    expect(await counts()).toEqual(state);
    expect((await f.c.admin.post(`${api}/${p.id}/send`, { reference: 'late' })).status).toBe(409);
    const s = (await f.c.admin.get<StatementDetailData>(`/private-api/income_statement/${id}`)).body.data;
    expect(s).toMatchObject({ status: 'closed', payout: null });
    const again = await f.c.admin.post<PayoutData>(`${api}/create`, { statement_ids: [id], method: 'bank' });
    expect(again.status).toBe(200);
    expect(again.body.data.status).toBe('pending');
  });

  it('lists and reads payouts for administrators only', async () => {
    const list = await f.c.admin.get<PayoutData[]>(`${api}/records`);
    expect(list.body.data.map((p) => p.status)).toEqual(['pending', 'cancelled', 'sent']);
    const one = await f.c.admin.get<PayoutData>(`${api}/${list.body.data[2]!.id}`);
    expect(one.body.data.items).toHaveLength(2);
    expect((await f.c.producer.get(`${api}/${list.body.data[2]!.id}`)).status).toBe(404);
    expect((await f.c.visitor.get(`${api}/records`)).status).toBe(401);
    const csv = await f.c.admin.request({ method: 'GET', url: `${api}/export` });
    expect(String(csv.body.data).split('\r\n')[0] ?? String(csv.body.data).split('\n')[0]).toContain('reference');
  });
});
