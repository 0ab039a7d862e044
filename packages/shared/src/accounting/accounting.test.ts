import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitCents } from '../commerce/money.js';
import { splitByDownloads } from '../subscriptions/split.js';
import { parseDollars } from '../commerce/money.js';
import { payeeBalances, statementStanding } from './balances.js';
import { centsToDollars, payoutBatch, payoutCsv, payoutTotal } from './payout.js';
import {
  rowsToState,
  statementItem,
  statementTotals,
  type PayeeLedgerRow,
  type StatementItem,
  type SoldLine,
} from './statement.js';

// Issue 17: over random sales, discounts, coproducers, refunds (also after a close), adjustments,
// closes and payouts, every ledger cent of a payee is on one statement or still unstated, never both,
// and no cent is lost or invented.

const PRODUCERS = [11, 12, 13];
const DAY0 = Date.parse('2026-01-01T00:00:00Z');
const dayOf = (n: number) => new Date(DAY0 + n * 86_400_000).toISOString().slice(0, 10);

type Op =
  | { op: 'sale'; price: number; discount: number; producer: number; coproducer: number | null; percent: number }
  | { op: 'refund'; pick: number }
  | { op: 'adjust'; payee: number; amount: number; note: string }
  | { op: 'close'; back: number; span: number }
  | { op: 'pay'; pick: number; then: 'send' | 'cancel' | 'leave' }
  | { op: 'wait'; days: number }
  | { op: 'subscription'; amount: number; claims: number[]; percent: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('sale' as const),
    price: fc.nat(200_000),
    discount: fc.nat(100),
    producer: fc.constantFrom(...PRODUCERS),
    coproducer: fc.option(fc.constantFrom(...PRODUCERS), { nil: null }),
    percent: fc.constantFrom(70, 50, 100, 0, 33),
  }),
  fc.record({ op: fc.constant('refund' as const), pick: fc.nat() }),
  fc.record({
    op: fc.constant('adjust' as const),
    payee: fc.constantFrom(...PRODUCERS),
    amount: fc.integer({ min: -50_000, max: 50_000 }).filter((n) => n !== 0),
    note: fc.string({ maxLength: 12 }),
  }),
  fc.record({ op: fc.constant('close' as const), back: fc.nat(40), span: fc.nat(45) }),
  fc.record({ op: fc.constant('pay' as const), pick: fc.nat(), then: fc.constantFrom('send', 'cancel', 'leave') }),
  fc.record({ op: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 20 }) }),
  // Issue 19 (decision 0052): a paid period shared by its claims (free order lines), each split like a sale.
  fc.record({
    op: fc.constant('subscription' as const),
    amount: fc.nat(50_000),
    claims: fc.array(fc.constantFrom(...PRODUCERS), { maxLength: 6 }),
    percent: fc.constantFrom(70, 50, 100, 0),
  }),
);

interface Statement {
  id: number;
  payee: number;
  start: string;
  end: string;
  items: StatementItem[];
  amount: number;
  payout: { id: number; status: 'pending' | 'sent' | 'cancelled' } | null;
}

/** A little book that runs the operations the way the server does, with the shared functions. */
function run(ops: Op[]) {
  let now = 0;
  let nextId = 1;
  const ledger: (PayeeLedgerRow & { house: boolean })[] = [];
  const sales: { line: SoldLine; rows: typeof ledger; refunded: boolean }[] = [];
  const statements: Statement[] = [];
  const stated = new Set<number>();
  let payoutId = 0;
  const at = (dayOffset = 0) => new Date(DAY0 + (now + dayOffset) * 86_400_000 + (nextId % 86_000) * 1000);

  for (const o of ops) {
    if (o.op === 'wait') now += o.days;
    if (o.op === 'sale') {
      const discount = Math.floor((o.price * o.discount) / 100);
      const line: SoldLine = {
        order_id: nextId,
        order_item_id: nextId,
        beat_id: 1,
        beat_title: 'Beat',
        line_total: o.price,
        discount,
        amount: o.price - discount,
      };
      const [producers, house] = splitCents(line.amount, [o.percent, 100 - o.percent]) as [number, number];
      const coproducer = o.coproducer !== o.producer ? o.coproducer : null;
      const [p, c] = coproducer ? (splitCents(producers, [1, 1]) as [number, number]) : [producers, 0];
      const split = { producer: p, coproducer: c, house };
      const when = at();
      const mk = (payee: number, role: 'producer' | 'coproducer', amount: number, isHouse = false) => ({
        id: nextId++,
        payee_id: payee,
        role,
        kind: 'sale' as const,
        amount,
        note: '',
        created_at: when,
        line,
        split,
        house: isHouse,
      });
      const rows = [mk(o.producer, 'producer', p), ...(coproducer ? [mk(coproducer, 'coproducer', c)] : [])];
      rows.push(mk(0, 'producer', house, true));
      ledger.push(...rows);
      sales.push({ line, rows, refunded: false });
    }
    if (o.op === 'refund' && sales.length) {
      const sale = sales[o.pick % sales.length]!;
      if (sale.refunded) continue;
      sale.refunded = true;
      const when = at();
      const split = {
        producer: -sale.rows[0]!.split!.producer,
        coproducer: 0 - sale.rows[0]!.split!.coproducer,
        house: 0 - sale.rows[0]!.split!.house,
      };
      for (const r of sale.rows)
        ledger.push({ ...r, id: nextId++, kind: 'refund', amount: 0 - r.amount, created_at: when, split });
    }
    if (o.op === 'subscription') {
      const parts = splitByDownloads(
        o.amount,
        o.claims.map(() => 1),
      );
      const when = at();
      o.claims.forEach((producer, i) => {
        const [p, house] = splitCents(parts[i]!, [o.percent, 100 - o.percent]) as [number, number];
        const line: SoldLine = {
          order_id: nextId,
          order_item_id: nextId,
          beat_id: 1,
          beat_title: 'Beat',
          line_total: 0,
          discount: 0,
          amount: 0,
        };
        const split = { producer: p, coproducer: 0, house };
        const base = {
          kind: 'subscription' as const,
          note: 'Plan, Nov 1 – Dec 1, 2026',
          created_at: when,
          line,
          split,
        };
        ledger.push({ ...base, id: nextId++, payee_id: producer, role: 'producer', amount: p, house: false });
        ledger.push({ ...base, id: nextId++, payee_id: 0, role: 'producer', amount: house, house: true });
      });
    }
    if (o.op === 'adjust')
      ledger.push({
        id: nextId++,
        payee_id: o.payee,
        role: 'producer',
        kind: 'adjustment',
        amount: o.amount,
        note: o.note,
        created_at: at(),
        line: null,
        split: null,
        house: false,
      });
    if (o.op === 'close') {
      const start = dayOf(Math.max(0, now - o.back));
      const end = dayOf(Math.min(now, Math.max(0, now - o.back) + o.span));
      const payees = ledger.filter((r) => !r.house);
      for (const [payee, rows] of rowsToState(payees, stated, { start, end })) {
        const items = rows.map(statementItem);
        rows.forEach((r) => stated.add(r.id));
        statements.push({
          id: statements.length + 1,
          payee,
          start,
          end,
          items,
          amount: statementTotals(items).amount,
          payout: null,
        });
      }
    }
    if (o.op === 'pay') {
      const payable = statements.filter((s) => s.amount > 0 && (!s.payout || s.payout.status === 'cancelled'));
      if (!payable.length) continue;
      const chosen = payable.filter((_, i) => (o.pick >> (i % 30)) & 1 || i === o.pick % payable.length);
      const payout = { id: ++payoutId, status: 'pending' as 'pending' | 'sent' | 'cancelled' };
      for (const s of chosen) s.payout = payout;
      if (o.then === 'send') payout.status = 'sent';
      if (o.then === 'cancel') payout.status = 'cancelled';
    }
  }
  return { ledger, statements, stated };
}

describe('statements from the ledger', () => {
  it('states every payee cent once: statements + unstated = ledger, per payee, to the cent', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 60 }), (ops) => {
        const { ledger, statements, stated } = run(ops);
        const payeeRows = ledger.filter((r) => !r.house);
        // Each ledger row is on one statement at most.
        const onStatements = statements.flatMap((s) => s.items.map((i) => i.ledger_entry_id));
        expect(new Set(onStatements).size).toBe(onStatements.length);
        expect(new Set(onStatements)).toEqual(stated);

        const balances = payeeBalances(
          payeeRows.map((r) => ({ payee_id: r.payee_id, amount: r.amount, stated: stated.has(r.id) })),
          statements.map((s) => ({
            payee_id: s.payee,
            amount: s.amount,
            status: s.payout?.status === 'sent' ? 'paid' : 'closed',
            payout_status: s.payout && s.payout.status !== 'cancelled' ? s.payout.status : null,
          })),
        );
        for (const payee of PRODUCERS) {
          const ledgerSum = payeeRows.filter((r) => r.payee_id === payee).reduce((a, r) => a + r.amount, 0);
          const mine = statements.filter((s) => s.payee === payee);
          const unstated = payeeRows
            .filter((r) => r.payee_id === payee && !stated.has(r.id))
            .reduce((a, r) => a + r.amount, 0);
          expect(mine.reduce((a, s) => a + s.amount, 0) + unstated).toBe(ledgerSum);
          const b = balances.find((x) => x.payee_id === payee) ?? { unstated: 0, owed: 0, pending: 0, paid: 0 };
          expect(b.unstated).toBe(unstated);
          expect(b.unstated + b.owed + b.pending + b.paid).toBe(ledgerSum);
        }
        for (const s of statements) {
          const t = statementTotals(s.items);
          // The sold lines' split adds up to what the buyers paid; the amount is sales + refunds + adjustments.
          expect(t.producer_share + t.coproducer_share + t.house_share).toBe(t.gross - t.discounts);
          const sales = s.items
            .filter((i) => i.kind === 'sale' || i.kind === 'subscription')
            .reduce((a, i) => a + i.amount, 0);
          expect(sales + t.refunds + t.adjustments).toBe(t.amount);
          expect(t.refunds).toBeLessThanOrEqual(0);
          for (const i of s.items) expect(Number.isSafeInteger(i.amount)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('puts a refund made after the close on a later statement as a negative item', () => {
    const { statements } = run([
      { op: 'sale', price: 10_000, discount: 10, producer: 11, coproducer: 12, percent: 70 },
      { op: 'wait', days: 2 },
      { op: 'close', back: 5, span: 5 },
      { op: 'wait', days: 3 },
      { op: 'refund', pick: 0 },
      { op: 'close', back: 1, span: 1 },
    ]);
    const producer = statements.filter((s) => s.payee === 11);
    expect(producer).toHaveLength(2);
    expect(producer[0]!.items[0]).toMatchObject({ kind: 'sale', gross: 10_000, discount: 1000, amount: 3150 });
    expect(producer[0]!.items[0]).toMatchObject({ producer_share: 3150, coproducer_share: 3150, house_share: 2700 });
    expect(producer[1]!.items[0]).toMatchObject({ kind: 'refund', gross: -10_000, discount: -1000, amount: -3150 });
    expect(statementTotals(producer[1]!.items)).toMatchObject({ gross: 0, refunds: -3150, amount: -3150 });
    // Closing the same days again states nothing new.
    const again = run([
      { op: 'sale', price: 999, discount: 0, producer: 11, coproducer: null, percent: 70 },
      { op: 'close', back: 0, span: 0 },
      { op: 'close', back: 0, span: 0 },
    ]);
    expect(again.statements).toHaveLength(1);
  });

  it('describes items and leaves rows outside the period unstated', () => {
    const when = new Date('2026-03-31T23:59:59.999Z');
    const rows = [
      { id: 1, payee_id: 5, created_at: when },
      { id: 2, payee_id: 5, created_at: new Date('2026-04-01T00:00:00Z') },
      { id: 3, payee_id: 6, created_at: new Date('2026-03-01T00:00:00Z') },
    ];
    const got = rowsToState(rows, new Set([3]), { start: '2026-03-01', end: '2026-03-31' });
    expect([...got.entries()]).toEqual([[5, [rows[0]]]]);
    const adj = statementItem({
      id: 9,
      payee_id: 5,
      role: 'producer',
      kind: 'adjustment',
      amount: -250,
      note: 'Chargeback fee',
      created_at: when,
      line: null,
      split: null,
    });
    expect(adj).toMatchObject({ description: 'Adjustment: Chargeback fee', gross: 0, amount: -250, order_id: null });
  });
});

describe('payouts', () => {
  it('writes cents as dollars exactly, both ways', () => {
    expect(centsToDollars(1234)).toBe('12.34');
    expect(centsToDollars(5)).toBe('0.05');
    expect(centsToDollars(-5)).toBe('-0.05');
    expect(centsToDollars(100_000_00)).toBe('100000.00');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (c) => {
        expect(parseDollars(centsToDollars(c))).toBe(c);
      }),
    );
  });

  it('pays one line per payee summing their statements, and totals every cent', () => {
    const item = fc.record({
      statement_id: fc.nat(),
      payee_id: fc.constantFrom(1, 2, 3),
      payee_name: fc.string({ maxLength: 8 }),
      payee_email: fc.constant('a@b.test'),
      amount: fc.integer({ min: 1, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 20 }), (items) => {
        const lines = payoutBatch(items);
        expect(new Set(lines.map((l) => l.payee_id)).size).toBe(lines.length);
        expect(payoutTotal(lines)).toBe(payoutTotal(items));
        for (const l of lines)
          expect(l.amount).toBe(items.filter((i) => i.payee_id === l.payee_id).reduce((a, i) => a + i.amount, 0));
      }),
    );
  });

  it('writes the batch file exactly (quoting names, neutralising formulas)', () => {
    const csv = payoutCsv(
      [
        {
          statement_id: 1,
          payee_id: 7,
          payee_name: 'Marcus Reed',
          payee_email: 'producer@beatmarket.test',
          amount: 3150,
        },
        { statement_id: 2, payee_id: 8, payee_name: 'Cruz, Lena', payee_email: 'producer2@beatmarket.test', amount: 5 },
        {
          statement_id: 3,
          payee_id: 7,
          payee_name: 'Marcus Reed',
          payee_email: 'producer@beatmarket.test',
          amount: 1000,
        },
        { statement_id: 4, payee_id: 9, payee_name: '=cmd()', payee_email: 'x@beatmarket.test', amount: 100 },
      ],
      'USD',
      'BATCH-42',
    );
    expect(csv).toBe(
      'name,email,amount,currency,reference\r\n' +
        'Marcus Reed,producer@beatmarket.test,41.50,USD,BATCH-42\r\n' +
        '"Cruz, Lena",producer2@beatmarket.test,0.05,USD,BATCH-42\r\n' +
        "'=cmd(),x@beatmarket.test,1.00,USD,BATCH-42\r\n",
    );
  });

  it('says where a statement stands', () => {
    expect(statementStanding({ status: 'closed', payout_status: null })).toBe('owed');
    expect(statementStanding({ status: 'closed', payout_status: 'pending' })).toBe('pending');
    expect(statementStanding({ status: 'paid', payout_status: 'sent' })).toBe('paid');
  });
});

describe('subscription items (issue 19)', () => {
  it('read “Subscription: {plan}, {period} ({beat})” with the claim’s part as gross', () => {
    const item = statementItem({
      id: 7,
      payee_id: 11,
      role: 'producer',
      kind: 'subscription',
      amount: 233,
      note: 'Inner Circle, Nov 1 – Dec 1, 2026',
      created_at: new Date('2026-12-01T00:00:00Z'),
      line: {
        order_id: 4,
        order_item_id: 5,
        beat_id: 6,
        beat_title: 'Night Drive',
        line_total: 0,
        discount: 0,
        amount: 0,
      },
      split: { producer: 233, coproducer: 0, house: 100 },
    });
    expect(item).toMatchObject({
      description: 'Subscription: Inner Circle, Nov 1 – Dec 1, 2026 (Night Drive)',
      gross: 333,
      discount: 0,
      producer_share: 233,
      house_share: 100,
      amount: 233,
    });
    expect(statementTotals([item])).toMatchObject({ gross: 333, producer_share: 233, house_share: 100, amount: 233 });
  });
});
