import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumCents } from '@beatmarket/shared';
import { priceCart } from '../commerce/cart-pricing.js';
import { beatLine as line, license, promo, storeOffer } from '../../../test/fixtures/cart-pricing.js';

// Decision 0098: an accepted offer's line costs the agreed amount to the cent, no coupon touches it, and the
// cart's totals still add up whatever the other lines and coupons.
describe('an offer line in the cart', () => {
  it('costs the agreed amount, takes no coupon, and the totals add up to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 100, max: 10_000_000 }), { nil: null }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.boolean(),
        (agreed, listPrice, withPromo) => {
          const cart = priceCart(
            agreed.map((a, n) => line(n + 1, a)),
            [],
            [license(listPrice)],
            [storeOffer],
            withPromo ? promo : null,
          );
          cart.items.forEach((item, n) => {
            const a = agreed[n]!;
            if (a === null) return expect(item.line_total).toBe(listPrice);
            expect(item).toMatchObject({ offer_id: 101 + n, line_total: a, discount: 0, total: a });
          });
          expect(cart.totals.subtotal).toBe(sumCents(cart.items.map((i) => i.line_total)));
          expect(cart.totals.total).toBe(sumCents(cart.items.map((i) => i.total)));
          expect(cart.totals.total).toBe(cart.totals.subtotal - cart.totals.discount);
          for (const i of cart.items) expect(i.total).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
