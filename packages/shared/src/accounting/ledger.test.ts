import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateRefund, ledgerShares, netHoldings, refundAdjustment, reversingEntries } from './ledger.js';

describe('the sale ledger', () => {
  it('splits 70/30 and halves the producers’ part with a coproducer', () => {
    expect(ledgerShares(4999, { producerId: 1, coproducerId: null }, 70).map((s) => s.amount)).toEqual([3499, 1500]);
    expect(ledgerShares(4999, { producerId: 1, coproducerId: 2 }, 70).map((s) => [s.role, s.amount])).toEqual([
      ['producer', 1750],
      ['coproducer', 1749],
      ['house', 1500],
    ]);
  });

  it('owes a house-owned store item’s whole amount to the house (decision 0085)', () => {
    expect(ledgerShares(4501, { producerId: null, coproducerId: null }, 70)).toEqual([
      { payeeId: null, role: 'house', amount: 4501 },
    ]);
  });

  it('never loses or invents a cent, whatever the amount, owners and percentage', () => {
    const owner = fc.constantFrom<'house' | 'producer' | 'both'>('house', 'producer', 'both');
    fc.assert(
      fc.property(fc.nat(10_000_000), owner, fc.integer({ min: 0, max: 100 }), (amount, who, pct) => {
        const owners = { producerId: who === 'house' ? null : 1, coproducerId: who === 'both' ? 2 : null };
        const shares = ledgerShares(amount, owners, pct);
        expect(shares.reduce((a, s) => a + s.amount, 0)).toBe(amount);
        expect(shares.every((s) => Number.isInteger(s.amount) && s.amount >= 0)).toBe(true);
      }),
    );
  });

  it('a reversal returns every payee of any set of sales to zero, in integer cents', () => {
    const line = fc.record({
      amount: fc.nat(10_000_000),
      co: fc.boolean(),
      producer: fc.integer({ min: 1, max: 4 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fc.integer({ min: 0, max: 100 }), (lines, pct) => {
        const sold = lines.flatMap((l) =>
          ledgerShares(l.amount, { producerId: l.producer, coproducerId: l.co ? l.producer + 10 : null }, pct),
        );
        const back = reversingEntries(sold);
        expect(back).toHaveLength(sold.length);
        const net = new Map<string, number>();
        for (const r of [...sold, ...back])
          net.set(`${r.role}:${r.payeeId}`, (net.get(`${r.role}:${r.payeeId}`) ?? 0) + r.amount);
        for (const total of net.values()) expect(total).toBe(0);
        expect(back.every((r, i) => Number.isInteger(r.amount) && r.amount === 0 - sold[i]!.amount)).toBe(true);
        expect(back.reduce((a, r) => a + r.amount, 0)).toBe(0 - lines.reduce((a, l) => a + l.amount, 0));
      }),
    );
  });

  it('partial refunds take back exactly their cents, never push a payee below zero, and a full refund after them ends at zero', () => {
    const line = fc.record({ amount: fc.nat(2_000_000), co: fc.boolean(), producer: fc.integer({ min: 1, max: 3 }) });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }),
        (lines, pct, steps) => {
          const total = lines.reduce((a, l) => a + l.amount, 0);
          const rows = lines.flatMap((l, id) =>
            ledgerShares(l.amount, { producerId: l.producer, coproducerId: l.co ? l.producer + 10 : null }, pct).map(
              (s) => ({ ...s, orderItemId: id }),
            ),
          );
          const refunded = lines.map(() => 0);
          let booked = 0;
          // The gateway's running totals: never falling, never above the order.
          for (const target of steps.map((f) => Math.floor(f * total)).sort((a, b) => a - b)) {
            const cents = target - booked;
            const parts = allocateRefund(
              cents,
              lines.map((l, id) => ({ id, remaining: l.amount - refunded[id]! })),
            );
            expect([...parts.values()].reduce((a, c) => a + c, 0)).toBe(cents);
            const held = netHoldings(rows);
            const adj = [...parts].flatMap(([id, c]) =>
              refundAdjustment(
                held.filter((r) => r.orderItemId === id),
                c,
              ),
            );
            expect(adj.every((r) => Number.isInteger(r.amount) && r.amount < 0)).toBe(true);
            expect(adj.reduce((a, r) => a + r.amount, 0)).toBe(0 - cents);
            rows.push(...adj);
            for (const [id, c] of parts) refunded[id]! += c;
            booked = target;
            expect(netHoldings(rows).every((r) => r.amount >= 0)).toBe(true);
            expect(rows.reduce((a, r) => a + r.amount, 0)).toBe(total - booked);
            lines.forEach((l, id) =>
              expect(rows.filter((r) => r.orderItemId === id).reduce((a, r) => a + r.amount, 0)).toBe(
                l.amount - refunded[id]!,
              ),
            );
          }
          rows.push(...reversingEntries(netHoldings(rows)));
          for (const r of netHoldings(rows)) expect(r.amount).toBe(0);
        },
      ),
    );
  });
});
