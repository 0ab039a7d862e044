import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beatLine, license, promo, storeLine, storeOffer as offer } from '../../../test/fixtures/cart-pricing.js';
import { priceCart } from './cart-pricing.js';

// Decision 0085: beat and store lines are priced in one pass; whatever the prices and coupons, every
// line's total is its price less its discount, never below zero, and the lines add up to the totals.
describe('pricing beats and store items together', () => {
  it('adds up to the cent, whatever the prices, the lines and the coupons', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 100_000_00 }),
        fc.array(fc.integer({ min: 100, max: 100_000 }), { maxLength: 4 }),
        fc.boolean(),
        fc.boolean(),
        (beats, beatPrice, storePrices, withOffer, withPromo) => {
          const cart = priceCart(
            Array.from({ length: beats }, (_, n) => beatLine(n + 1)),
            storePrices.map((p, n) => storeLine(n + 1, p)),
            [license(beatPrice)],
            withOffer ? [offer] : [],
            withPromo ? promo : null,
          );
          const lines = [...cart.items, ...cart.store_items];
          for (const l of lines) {
            expect(l.total).toBe(l.line_total - l.discount);
            expect(l.total).toBeGreaterThanOrEqual(0);
            expect(l.discounts.reduce((a, d) => a + d.cents, 0)).toBe(l.discount);
          }
          expect(cart.store_items.map((l) => l.line_total)).toEqual(storePrices);
          expect(cart.totals.subtotal).toBe(lines.reduce((a, l) => a + l.line_total, 0));
          expect(cart.totals.discount).toBe(lines.reduce((a, l) => a + l.discount, 0));
          expect(cart.totals.total).toBe(lines.reduce((a, l) => a + l.total, 0));
        },
      ),
    );
  });

  it('counts store lines toward an offer: the cheapest of three lines is free', () => {
    const cart = priceCart([beatLine(1)], [storeLine(1, 2500), storeLine(2, 900)], [license(4999)], [offer], null);
    expect(cart.store_items.map((l) => l.discount)).toEqual([0, 900]);
    expect(cart.totals).toMatchObject({ subtotal: 8399, discount: 900, total: 7499 });
  });
});
