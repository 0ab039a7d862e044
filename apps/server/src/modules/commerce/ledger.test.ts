import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerShares } from './ledger.js';

describe('the sale ledger', () => {
  it('splits 70/30 and halves the producers’ part with a coproducer', () => {
    expect(ledgerShares(4999, { producerId: 1, coproducerId: null }, 70).map((s) => s.amount)).toEqual([3499, 1500]);
    expect(ledgerShares(4999, { producerId: 1, coproducerId: 2 }, 70).map((s) => [s.role, s.amount])).toEqual([
      ['producer', 1750],
      ['coproducer', 1749],
      ['house', 1500],
    ]);
  });

  it('never loses or invents a cent, whatever the amount, owners and percentage', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.boolean(), fc.integer({ min: 0, max: 100 }), (amount, co, pct) => {
        const shares = ledgerShares(amount, { producerId: 1, coproducerId: co ? 2 : null }, pct);
        expect(shares.reduce((a, s) => a + s.amount, 0)).toBe(amount);
        expect(shares.every((s) => Number.isInteger(s.amount) && s.amount >= 0)).toBe(true);
      }),
    );
  });
});
