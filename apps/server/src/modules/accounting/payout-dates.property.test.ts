import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayoutBalanceData } from '@beatmarket/shared';
import { ledgerEntries, orderItems } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { accountingFixtures, type AccountingFixtures } from '../../../test/fixtures/accounting.js';

// Issue 35 §6 (decision 0090): whatever the dates, refunds and adjustments, a balance splits into
// payable and pending without losing or inventing a cent, and each row lands on the side its date says.
let t: TestContext;
let f: AccountingFixtures;
let items: number[];
let clock = new Date();
const DAY = 86_400_000;
const WINDOW = 14 * DAY;

beforeAll(async () => {
  t = await createTestContext({ now: () => clock });
  f = await accountingFixtures(t, '10.35.62');
  const order = await f.buy(f.plain.slice(0, 3));
  items = (await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order))).map((i) => i.id);
}, 180_000);
afterAll(() => t.close());

const sale = fc.record({
  amount: fc.integer({ min: 1, max: 500_000 }),
  daysAgo: fc.integer({ min: 0, max: 60 }),
  refund: fc.option(
    fc.record({ part: fc.double({ min: 0, max: 1, noNaN: true }), after: fc.integer({ min: 0, max: 40 }) }),
  ),
});
const loose = fc.record({
  kind: fc.constantFrom('adjustment' as const, 'subscription' as const),
  amount: fc.integer({ min: -500_000, max: 500_000 }),
  daysAgo: fc.integer({ min: 0, max: 60 }),
});

describe('payable + pending = balance', () => {
  it('holds to the cent, each row on its side of its payable date', async () => {
    // The buyer has no ledger rows of their own: a clean payee for each case.
    const payee = f.ids.buyer;
    await fc.assert(
      fc.asyncProperty(
        fc.array(sale, { maxLength: 3 }),
        fc.array(loose, { maxLength: 3 }),
        fc.integer({ min: -5, max: 90 }),
        async (sales, others, shift) => {
          const base = Date.now();
          const rows: (typeof ledgerEntries.$inferInsert)[] = [];
          let payableNow = 0;
          const at = new Date(base + shift * DAY);
          sales.forEach((s, i) => {
            const sold = new Date(base - s.daysAgo * DAY);
            rows.push({
              payeeId: payee,
              role: 'producer',
              kind: 'sale',
              amount: s.amount,
              orderItemId: items[i]!,
              createdAt: sold,
            });
            if (sold.getTime() + WINDOW <= at.getTime()) payableNow += s.amount;
            if (!s.refund) return;
            const back = -Math.round(s.amount * s.refund.part);
            const refunded = new Date(sold.getTime() + s.refund.after * DAY);
            rows.push({
              payeeId: payee,
              role: 'producer',
              kind: 'refund',
              amount: back,
              orderItemId: items[i]!,
              createdAt: refunded,
            });
            if (Math.max(refunded.getTime(), sold.getTime() + WINDOW) <= at.getTime()) payableNow += back;
          });
          for (const o of others) {
            const made = new Date(base - o.daysAgo * DAY);
            rows.push({
              payeeId: payee,
              role: 'producer',
              kind: o.kind,
              amount: o.amount,
              orderItemId: null,
              createdAt: made,
            });
            const due = o.kind === 'subscription' ? made.getTime() + WINDOW : made.getTime();
            if (due <= at.getTime()) payableNow += o.amount;
          }
          await t.database.db.delete(ledgerEntries).where(eq(ledgerEntries.payeeId, payee));
          if (rows.length) await t.database.db.insert(ledgerEntries).values(rows);
          clock = at;
          const b = (await f.c.admin.get<PayoutBalanceData>(`/private-api/payout-balance?payee_id=${payee}`)).body.data;
          const total = rows.reduce((a, r) => a + r.amount, 0);
          expect(b.balance).toBe(total);
          expect(b.payable + b.pending).toBe(b.balance);
          expect(b.payable).toBe(payableNow);
          expect(b.dates.reduce((a, d) => a + d.amount, 0)).toBe(b.pending);
          expect(
            // Pending cents are never dated before the moment asked about.
            b.dates.every((d) => d.date >= at.toISOString().slice(0, 10)),
          ).toBe(true);
        },
      ),
      { numRuns: 25 },
    );
    clock = new Date();
  }, 180_000);
});
