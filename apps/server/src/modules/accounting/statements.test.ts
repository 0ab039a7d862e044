import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CloseResult, StatementDetailData, StatementRowData } from '@beatmarket/shared';
import { incomeStatements, ledgerEntries } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { accountingFixtures, monthOf, today, type AccountingFixtures } from '../../../test/fixtures/accounting.js';

// Issue 17 (decision 0035): closing a period states each payee's ledger rows once, exactly; a refund
// after the close lands on the next statement as a negative item; statements are the payee's and the
// administrators' only.
let t: TestContext;
let f: AccountingFixtures;
let saleOrder: number;
let closed: CloseResult;
const last = monthOf(1);
const api = '/private-api/income_statement';

const statementOf = async (payeeId: number, start = last.start) =>
  (await t.database.db.select().from(incomeStatements).where(eq(incomeStatements.payeeId, payeeId))).filter(
    (s) => s.periodStart === start,
  );

beforeAll(async () => {
  t = await createTestContext();
  f = await accountingFixtures(t, '10.17.35');
  // Last month: the co-produced beat and a plain one with a promo code; a sale of this month too.
  saleOrder = await f.buy([f.coBeat!, f.plain[0]!], 'WELCOME10');
  await f.backdate(saleOrder, last.mid);
  await f.buy([f.plain[1]!]);
});
afterAll(() => t.close());

describe('closing a period', () => {
  it('is the administrators’: visitors 401, buyers and producers 403; nothing is stated', async () => {
    const body = { period_start: last.start, period_end: last.end };
    expect((await f.c.visitor.post(`${api}/close`, body)).status).toBe(401);
    expect((await f.c.buyer.post(`${api}/close`, body)).status).toBe(403);
    expect((await f.c.producer.post(`${api}/close`, body)).status).toBe(403);
    expect(await statementOf(f.ids.producer)).toEqual([]);
  });

  it('refuses bad periods per field: missing, reversed, ending in the future', async () => {
    const missing = await f.c.admin.post(`${api}/close`, {});
    expect(missing.status).toBe(422);
    expect(missing.body.response_data?.errors?.map((e) => e.topic_id).sort()).toEqual(['period_end', 'period_start']);
    const reversed = await f.c.admin.post(`${api}/close`, { period_start: last.end, period_end: last.start });
    expect(reversed.body.response_data?.errors).toEqual([
      { topic_id: 'period_end', message: 'Must be on or after the start date' },
    ]);
    const future = await f.c.admin.post(`${api}/close`, { period_start: last.start, period_end: '2999-01-31' });
    expect(future.status).toBe(422);
    expect(future.body.response_data?.errors).toEqual([
      { topic_id: 'period_end', message: 'A period cannot end in the future' },
    ]);
    const garbage = await f.c.admin.post(`${api}/close`, { period_start: '2026-02-30', period_end: 7 });
    expect(garbage.status).toBe(422);
  });

  it('states every payee ledger row of the period once, with exact cents', async () => {
    const res = await f.c.admin.post<CloseResult>(`${api}/close`, { period_start: last.start, period_end: last.end });
    expect(res.status).toBe(200);
    closed = res.body.data;
    // The producer and the coproducer each get one statement.
    expect(closed.count).toBe(2);
    const [mine] = await statementOf(f.ids.producer);
    const ledger = (await f.c.admin.get<StatementDetailData>(`${api}/${mine!.id}`)).body.data;
    const rows = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.payeeId, f.ids.producer));
    const lastMonth = rows.filter((r) => r.createdAt.toISOString().slice(0, 10) <= last.end);
    expect(ledger.items.map((i) => i.amount).sort()).toEqual(lastMonth.map((r) => r.amount).sort());
    expect(ledger.amount).toBe(lastMonth.reduce((a, r) => a + r.amount, 0));
    expect(ledger).toMatchObject({ status: 'closed', period_start: last.start, period_end: last.end, payout: null });
    expect(ledger.payee).toEqual({ id: f.ids.producer, name: 'Marcus Reed', email: 'producer@beatmarket.test' });
    // 10% off each line; the shares add up to what the buyer paid.
    expect(ledger.discounts).toBe(Math.round(ledger.gross / 10));
    expect(ledger.producer_share + ledger.coproducer_share + ledger.house_share).toBe(ledger.gross - ledger.discounts);
    for (const i of ledger.items) {
      expect(i).toMatchObject({ kind: 'sale', role: 'producer', order_id: saleOrder });
      expect(i.producer_share + i.coproducer_share + i.house_share).toBe(i.gross - i.discount);
      expect(i.amount).toBe(i.producer_share);
    }
    const co = ledger.items.find((i) => i.beat_id === f.coBeat)!;
    expect(co.coproducer_share).toBeGreaterThan(0);
    const [theirs] = await statementOf(f.ids.producer2);
    expect(theirs!.amount).toBe(co.coproducer_share);
    // This month's sale is not on last month's statement.
    expect(rows.length).toBeGreaterThan(lastMonth.length);
  });

  it('closing again states nothing twice, and two closes at once state each row once', async () => {
    const again = await f.c.admin.post<CloseResult>(`${api}/close`, { period_start: last.start, period_end: last.end });
    expect(again.body.data).toEqual({ statement_ids: [], count: 0 });
    const both = await Promise.all([
      f.c.admin.post<CloseResult>(`${api}/close`, { period_start: monthOf(0).start, period_end: today() }),
      f.c.admin.post<CloseResult>(`${api}/close`, { period_start: monthOf(0).start, period_end: today() }),
    ]);
    for (const r of both) expect([200, 409]).toContain(r.status);
    expect(both.reduce((n, r) => n + (r.status === 200 ? r.body.data.count : 0), 0)).toBe(1);
    for (const payee of [f.ids.producer, f.ids.producer2]) {
      const ledger = await f.ledgerOf(payee);
      expect(ledger.every((r) => r.stated)).toBe(true);
      const statements = await t.database.db.select().from(incomeStatements).where(eq(incomeStatements.payeeId, payee));
      expect(statements.reduce((a, s) => a + s.amount, 0)).toBe(ledger.reduce((a, r) => a + r.amount, 0));
    }
  });

  it('puts a refund made after the close on the next statement as negative items; the closed one never changes', async () => {
    const [before] = await statementOf(f.ids.producer);
    expect((await f.c.admin.post(`/private-api/order/${saleOrder}/refund`)).status).toBe(200);
    const res = await f.c.admin.post<CloseResult>(`${api}/close`, { period_start: today(), period_end: today() });
    expect(res.body.data.count).toBe(2);
    const [after] = await statementOf(f.ids.producer);
    expect(after).toEqual(before);
    const made = await Promise.all(
      res.body.data.statement_ids.map(
        async (id) => (await f.c.admin.get<StatementDetailData>(`${api}/${id}`)).body.data,
      ),
    );
    const next = made.find((s) => s.payee.id === f.ids.producer)!;
    expect(next.items.length).toBeGreaterThan(0);
    expect(next.items.every((i) => i.kind === 'refund' && i.amount < 0 && i.order_id === saleOrder)).toBe(true);
    expect(next.refunds).toBe(next.amount);
    expect(next.amount).toBe(0 - before!.amount);
  });
});

describe('adjustments', () => {
  it('are the administrators’, validated per field, and land on the next statement', async () => {
    const body = { payee_id: f.ids.producer2, amount: -250, note: 'Chargeback fee' };
    expect((await f.c.visitor.post(`${api}/adjustment`, body)).status).toBe(401);
    expect((await f.c.producer.post(`${api}/adjustment`, body)).status).toBe(403);
    const bad = await f.c.admin.post(`${api}/adjustment`, { payee_id: 'x', amount: 0, note: ' ' });
    expect(bad.status).toBe(422);
    expect(bad.body.response_data?.errors?.map((e) => e.topic_id).sort()).toEqual(['amount', 'note', 'payee_id']);
    const buyer = await f.c.admin.post(`${api}/adjustment`, { ...body, payee_id: f.ids.buyer });
    expect(buyer.body.response_data?.errors).toEqual([{ topic_id: 'payee_id', message: 'Choose a producer' }]);
    expect((await f.c.admin.post(`${api}/adjustment`, { ...body, amount: 1.5 })).status).toBe(422);

    expect((await f.c.admin.post(`${api}/adjustment`, body)).status).toBe(200);
    const res = await f.c.admin.post<CloseResult>(`${api}/close`, { period_start: today(), period_end: today() });
    expect(res.body.data.count).toBe(1);
    const s = (await f.c.producer2.get<StatementDetailData>(`${api}/${res.body.data.statement_ids[0]}`)).body.data;
    expect(s.items).toEqual([
      expect.objectContaining({ kind: 'adjustment', amount: -250, description: 'Adjustment: Chargeback fee' }),
    ]);
    expect(s).toMatchObject({ adjustments: -250, amount: -250, gross: 0 });
  });
});

describe('reading statements', () => {
  it('a statement is its payee’s and the administrators’: others 403, visitors 401, unknown 404', async () => {
    const id = closed.statement_ids[0]!;
    const owner = (await t.database.db.select().from(incomeStatements).where(eq(incomeStatements.id, id)))[0]!;
    const [own, other] =
      owner.payeeId === f.ids.producer ? [f.c.producer, f.c.producer2] : [f.c.producer2, f.c.producer];
    expect((await own.get(`${api}/${id}`)).status).toBe(200);
    expect((await f.c.admin.get(`${api}/${id}`)).status).toBe(200);
    expect((await other.get(`${api}/${id}`)).status).toBe(403);
    expect((await f.c.buyer.get(`${api}/${id}`)).status).toBe(403);
    expect((await f.c.visitor.get(`${api}/${id}`)).status).toBe(401);
    expect((await f.c.admin.get(`${api}/999999`)).status).toBe(404);
    expect((await other.get(`${api}/${id}/pdf`)).status).toBe(403);
    expect((await f.c.visitor.get(`${api}/${id}/pdf`)).status).toBe(401);
  });

  it('lists: a producer sees only their own, buyers 403, visitors 401; filters by status and payee', async () => {
    const mine = await f.c.producer.get<StatementRowData[]>(`${api}/records?per_page=100`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.length).toBeGreaterThan(0);
    expect(mine.body.data.every((s) => s.payee_id === f.ids.producer && s.payee_name === 'Marcus Reed')).toBe(true);
    const all = await f.c.admin.get<StatementRowData[]>(`${api}/records?per_page=100`);
    expect(new Set(all.body.data.map((s) => s.payee_id))).toEqual(new Set([f.ids.producer, f.ids.producer2]));
    const filter = encodeURIComponent(JSON.stringify({ payee_id: f.ids.producer2, status: 'closed' }));
    const theirs = await f.c.admin.get<StatementRowData[]>(`${api}/records?filter=${filter}`);
    expect(theirs.body.data.length).toBeGreaterThan(0);
    expect(theirs.body.data.every((s) => s.payee_id === f.ids.producer2)).toBe(true);
    expect((await f.c.buyer.get(`${api}/records`)).status).toBe(403);
    expect((await f.c.visitor.get(`${api}/records`)).status).toBe(401);
    // Another producer's statements are not reachable through a filter either.
    const peek = await f.c.producer.get<StatementRowData[]>(`${api}/records?filter=${filter}`);
    expect(peek.body.data).toEqual([]);
  });

  it('exports the list as CSV for administrators (Accounting); producers read their list but export none (issue 31)', async () => {
    const res = await f.c.admin.request({ method: 'GET', url: `${api}/export` });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/text\/csv/);
    const lines = String(res.body.data).trim().split('\n');
    expect(lines[0]).toContain('payee_name');
    expect((await f.c.producer.get(`${api}/export`)).status).toBe(403);
    expect((await f.c.buyer.get(`${api}/export`)).status).toBe(403);
  });

  it('prints the statement as a PDF with its figures', async () => {
    const [s] = await statementOf(f.ids.producer);
    const res = await t.app.inject({
      method: 'GET',
      url: `${api}/${s!.id}/pdf`,
      headers: { cookie: [...f.c.producer.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'statement-')), 's.pdf');
    writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
    const dollars = (c: number) => `$${(c / 100).toFixed(2)}`;
    expect(text).toContain(`Income statement ${s!.id}`);
    expect(text).toContain('Payee: Marcus Reed <producer@beatmarket.test>');
    expect(text).toContain(`Amount owed ${dollars(s!.amount)}`);
    expect(text).toContain(`Gross sales ${dollars(s!.gross)}`);
    // Decision 0096: the second payees' column is every collaborator's, and says so (as the screen does).
    expect(text).toContain(`Collaborators’ share ${dollars(s!.coproducerShare)}`);
    expect(text).not.toContain('Coproducer share');
    expect(text).toContain(`Sale: `);
  });
});
