import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trackoutsShare } from './money.js';

const cents = fc.nat(10_000_000);

// Decision 0077: the cents a refund of the trackouts add-on gives back.
describe('trackoutsShare', () => {
  it('is the add-on price when the line was not discounted', () => {
    expect(trackoutsShare({ price: 4999, lineTotal: 9998, amount: 9998 })).toBe(4999);
    fc.assert(
      fc.property(cents, cents, (base, price) => {
        const line = base + price;
        expect(trackoutsShare({ price, lineTotal: line, amount: line })).toBe(price);
      }),
    );
  });

  it('takes the coupon off the add-on in proportion, floored, and never exceeds what was paid', () => {
    expect(trackoutsShare({ price: 4999, lineTotal: 9998, amount: 8998 })).toBe(4499);
    expect(trackoutsShare({ price: 4999, lineTotal: 9998, amount: 0 })).toBe(0);
    fc.assert(
      fc.property(cents, cents, fc.double({ min: 0, max: 1, noNaN: true }), (base, price, paid) => {
        const line = base + price;
        const amount = Math.floor(line * paid);
        const share = trackoutsShare({ price, lineTotal: line, amount });
        expect(Number.isSafeInteger(share)).toBe(true);
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(price);
        expect(share).toBeLessThanOrEqual(amount);
        // At most one cent short of the exact proportional share.
        if (line > 0) expect(price * amount - share * line).toBeLessThan(line);
      }),
    );
  });

  it('refuses fractions of a cent', () => {
    expect(() => trackoutsShare({ price: 49.99, lineTotal: 100, amount: 100 })).toThrow(RangeError);
  });
});
