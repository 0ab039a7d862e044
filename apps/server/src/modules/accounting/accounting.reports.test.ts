import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountingPeriodRow, CloseResult, ProducerBalanceRow, RevenueMonthRow } from '@beatmarket/shared';
import { ledgerEntries, orderItems } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { accountingFixtures, monthOf, today, type AccountingFixtures } from '../../../test/fixtures/accounting.js';

// Issue 17: the accounting reports of GET /report/{id}/data, checked against the ledger to the cent.
let t: TestContext;
let f: AccountingFixtures;
let order: number;
let closed: CloseResult;
const last = monthOf(1);
const now = monthOf(0);
const report = (id: string, q = '') => `/private-api/report/${id}/data${q ? `?${q}` : ''}`;
const ym = (day: string) => day.slice(0, 7);

beforeAll(async () => {
  t = await createTestContext();
  f = await accountingFixtures(t, '10.17.37');
  order = await f.buy([f.coBeat!, f.plain[0]!], 'WELCOME10');
  await f.backdate(order, last.mid);
  closed = (
    await f.c.admin.post<CloseResult>('/private-api/income_statement/close', {
      period_start: last.start,
      period_end: last.end,
    })
  ).body.data;
  // This month: the sale is refunded, an adjustment is made; a payout pays the producer's statement.
  expect((await f.c.admin.post(`/private-api/order/${order}/refund`)).status).toBe(200);
  await f.c.admin.post('/private-api/income_statement/adjustment', {
    payee_id: f.ids.producer,
    amount: 1234,
    note: 'Bonus',
  });
  const mine = (await f.c.producer.get<{ id: number }[]>('/private-api/income_statement/records')).body.data[0]!.id;
  expect((await f.c.admin.post('/private-api/payout/create', { statement_ids: [mine], method: 'bank' })).status).toBe(
    200,
  );
});
afterAll(() => t.close());

describe('revenue-by-month', () => {
  it('gives each month its sales, refunds and shares, to the cent', async () => {
    const res = await f.c.admin.get<RevenueMonthRow[]>(report('revenue-by-month', `from=${last.start}&to=${today()}`));
    expect(res.status).toBe(200);
    const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order));
    const rows = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.orderItemId,
          lines.map((l) => l.id),
        ),
      );
    const sum = (kind: string, role?: string) =>
      rows.filter((r) => r.kind === kind && (!role || r.role === role)).reduce((a, r) => a + r.amount, 0);
    const before = res.body.data.find((r) => r.month === ym(last.start))!;
    expect(before).toEqual({
      month: ym(last.start),
      gross: lines.reduce((a, l) => a + l.lineTotal, 0),
      discounts: lines.reduce((a, l) => a + l.discount, 0),
      refunds: 0,
      producer_share: sum('sale', 'producer'),
      coproducer_share: sum('sale', 'coproducer'),
      house_share: sum('sale', 'house'),
    });
    expect(before.discounts).toBeGreaterThan(0);
    const current = res.body.data.find((r) => r.month === ym(now.start))!;
    expect(current.refunds).toBe(sum('refund'));
    expect(current.refunds).toBe(0 - (before.gross - before.discounts));
    for (const m of res.body.data)
      expect(m.gross - m.discounts + m.refunds).toBe(m.producer_share + m.coproducer_share + m.house_share);
  });

  it('is the administrators’; a bad range is a 400 with field errors', async () => {
    expect((await f.c.producer.get(report('revenue-by-month'))).status).toBe(403);
    expect((await f.c.buyer.get(report('revenue-by-month'))).status).toBe(403);
    expect((await f.c.visitor.get(report('revenue-by-month'))).status).toBe(401);
    const bad = await f.c.admin.get(report('revenue-by-month', 'from=2026-13-01&to=2026-01-01'));
    expect(bad.status).toBe(400);
    expect(bad.body.response_data?.errors?.[0]?.topic_id).toBe('from');
    const reversed = await f.c.admin.get(report('revenue-by-month', 'from=2026-02-01&to=2026-01-01'));
    expect(reversed.body.response_data?.errors).toEqual([
      { topic_id: 'to', message: 'Must be on or after the start date' },
    ]);
  });
});

describe('producer-balances', () => {
  it('splits each payee’s ledger into unstated, owed, pending and paid, adding up to the ledger', async () => {
    const res = await f.c.admin.get<ProducerBalanceRow[]>(report('producer-balances'));
    expect(res.status).toBe(200);
    for (const payee of [f.ids.producer, f.ids.producer2]) {
      const row = res.body.data.find((r) => r.payee_id === payee)!;
      const ledger = await f.ledgerOf(payee);
      expect(row.unstated).toBe(ledger.filter((r) => !r.stated).reduce((a, r) => a + r.amount, 0));
      expect(row.unstated + row.owed + row.pending + row.paid).toBe(ledger.reduce((a, r) => a + r.amount, 0));
    }
    const mine = res.body.data.find((r) => r.payee_id === f.ids.producer)!;
    // The refund and the bonus are not stated yet; last month's statement is in a pending payout.
    expect(mine).toMatchObject({ name: 'Marcus Reed', email: 'producer@beatmarket.test', owed: 0, paid: 0 });
    expect(mine.pending).toBeGreaterThan(0);
    expect(mine.unstated).toBe(0 - mine.pending + 1234);
    const theirs = res.body.data.find((r) => r.payee_id === f.ids.producer2)!;
    expect(theirs.owed).toBeGreaterThan(0);
    expect(theirs.pending).toBe(0);
  });

  it('gives a producer their own row only: another producer’s id is 403', async () => {
    const own = await f.c.producer.get<ProducerBalanceRow[]>(report('producer-balances'));
    expect(own.body.data.map((r) => r.payee_id)).toEqual([f.ids.producer]);
    const same = await f.c.producer.get<ProducerBalanceRow[]>(
      report('producer-balances', `payee_id=${f.ids.producer}`),
    );
    expect(same.body.data).toEqual(own.body.data);
    expect((await f.c.producer.get(report('producer-balances', `payee_id=${f.ids.producer2}`))).status).toBe(403);
    expect((await f.c.buyer.get(report('producer-balances'))).status).toBe(403);
    expect((await f.c.visitor.get(report('producer-balances'))).status).toBe(401);
    const one = await f.c.admin.get<ProducerBalanceRow[]>(report('producer-balances', `payee_id=${f.ids.producer2}`));
    expect(one.body.data.map((r) => r.payee_id)).toEqual([f.ids.producer2]);
    expect((await f.c.admin.get(report('producer-balances', 'payee_id=abc'))).status).toBe(400);
  });
});

describe('accounting-periods', () => {
  it('totals each closed period, counting a co-produced line once', async () => {
    const res = await f.c.admin.get<AccountingPeriodRow[]>(report('accounting-periods'));
    expect(res.status).toBe(200);
    const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order));
    const house = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.orderItemId,
          lines.map((l) => l.id),
        ),
      );
    const statements = await f.c.admin.get<{ amount: number }[]>('/private-api/income_statement/records');
    expect(res.body.data).toEqual([
      {
        period_start: last.start,
        period_end: last.end,
        statements: closed.count,
        gross: lines.reduce((a, l) => a + l.lineTotal, 0),
        amount: statements.body.data.reduce((a, s) => a + s.amount, 0),
        house_share: house.filter((r) => r.role === 'house' && r.kind === 'sale').reduce((a, r) => a + r.amount, 0),
      },
    ]);
    expect((await f.c.producer.get(report('accounting-periods'))).status).toBe(403);
    const none = await f.c.admin.get<AccountingPeriodRow[]>(report('accounting-periods', `to=${monthOf(2).end}`));
    expect(none.body.data).toEqual([]);
  });
});
