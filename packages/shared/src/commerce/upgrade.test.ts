import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCoupons } from './coupon.js';
import { licenceRank, paidForLicence, upgradePrice, upgradeRefusal } from './upgrade.js';

const cents = fc.nat(10_000_000);

describe('licence upgrades (decision 0095)', () => {
  it('the difference and the credit make the new price exactly, never below zero, never more credit than paid', () => {
    fc.assert(
      fc.property(cents, cents, (price, paid) => {
        const { total, credit } = upgradePrice(price, paid);
        expect(total + credit).toBe(price);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(credit).toBeLessThanOrEqual(paid);
        expect(total).toBe(Math.max(0, price - paid));
        expect(Number.isSafeInteger(total) && Number.isSafeInteger(credit)).toBe(true);
      }),
    );
  });

  it('a chain of upgrades credits everything paid along the way, refunds taken out, to the cent', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(cents, fc.nat(100)), { minLength: 1, maxLength: 5 }), (steps) => {
        let held = { amount: 0, refunded: 0, upgradeCredit: 0 };
        let paidAll = 0;
        for (const [price, refundPercent] of steps) {
          const { total, credit } = upgradePrice(price, paidForLicence(held));
          const refunded = Math.floor((total * refundPercent) / 100);
          paidAll = credit + total - refunded;
          held = { amount: total, refunded, upgradeCredit: credit };
          expect(paidForLicence(held)).toBe(paidAll);
        }
        expect(paidForLicence(held)).toBe(paidAll);
      }),
    );
  });

  it('coupons take their cents off the difference, never more than it, the parts adding up', () => {
    const coupon = fc.record({
      id: fc.integer({ min: 1, max: 50 }),
      title: fc.constant('c'),
      code: fc.constant(null),
      buy_x: fc.integer({ min: 1, max: 3 }),
      get_y: fc.integer({ min: 0, max: 2 }),
      percent_off: fc.option(fc.integer({ min: 1, max: 100 })),
      redeem_by: fc.constant('2099-01-01'),
    });
    fc.assert(
      fc.property(
        cents,
        cents,
        fc.array(cents, { maxLength: 3 }),
        fc.array(coupon, { maxLength: 2 }),
        (price, paid, others, offers) => {
          const { total, credit } = upgradePrice(price, paid);
          const d = applyCoupons([total, ...others], offers, null);
          const line = d.lines[0]!;
          expect(line.discount).toBeGreaterThanOrEqual(0);
          expect(line.discount).toBeLessThanOrEqual(total);
          // Buyer's cents for the line + coupon + credit = the new licence's price.
          expect(total - line.discount + line.discount + credit).toBe(price);
        },
      ),
    );
  });

  it('goes up the ladder only: Basic, Standard, Unlimited, Exclusive; trackouts may be added later', () => {
    const basic = { type: 'non_exclusive', level: 'basic', trackouts: false };
    expect(licenceRank(basic)).toBeLessThan(licenceRank({ type: 'non_exclusive', level: 'standard' })!);
    expect(licenceRank({ type: 'non_exclusive', level: 'unlimited' })).toBeLessThan(
      licenceRank({ type: 'exclusive', level: 'unlimited' })!,
    );
    expect(upgradeRefusal(basic, { type: 'non_exclusive', level: 'unlimited' }, false)).toBeNull();
    expect(upgradeRefusal(basic, { type: 'exclusive', level: 'unlimited' }, false)).toBeNull();
    expect(upgradeRefusal(basic, { type: 'non_exclusive', level: 'basic' }, false)).toMatch(/higher/);
    expect(upgradeRefusal(basic, { type: 'non_exclusive', level: 'basic' }, true)).toBeNull();
    expect(upgradeRefusal({ ...basic, trackouts: true }, { type: 'non_exclusive', level: 'basic' }, true)).toMatch(
      /higher/,
    );
    const unlimited = { type: 'non_exclusive', level: 'unlimited', trackouts: false };
    expect(upgradeRefusal(unlimited, { type: 'non_exclusive', level: 'standard' }, false)).toMatch(/higher/);
    expect(upgradeRefusal(unlimited, { type: 'sync', level: 'unlimited' }, false)).toMatch(/higher/);
    expect(upgradeRefusal({ type: 'exclusive', level: 'unlimited', trackouts: false }, unlimited, false)).toMatch(
      /higher/,
    );
    expect(upgradeRefusal({ type: 'feature', level: 'unlimited', trackouts: false }, unlimited, false)).toMatch(
      /cannot be upgraded/,
    );
  });
});
