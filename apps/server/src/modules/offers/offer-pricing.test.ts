import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumCents, type Coupon } from '@beatmarket/shared';
import type { CartRepository, LicenseRow } from '../commerce/cart.repository.js';
import { priceCart } from '../commerce/cart-pricing.js';

// Decision 0098: an accepted offer's line costs the agreed amount to the cent, no coupon touches it, and the
// cart's totals still add up whatever the other lines and coupons.
type BeatLines = Awaited<ReturnType<CartRepository['lines']>>;

const license = (price: number) =>
  ({ id: 1, name: 'Lease', type: 'non_exclusive', level: 'standard', price, bundlePrice: null }) as LicenseRow;
const line = (id: number, agreed: number | null) =>
  ({
    beatId: id,
    licenseId: 1,
    trackoutsId: null,
    bundleLicenseId: null,
    offerId: agreed === null ? null : 100 + id,
    offer: agreed === null ? null : { amount: agreed, status: 'accepted', linkExpiresAt: new Date() },
    beat: { id, slug: `b-${id}`, family: 'beat', title: 'B', beatType: 'beat', imageUrl: null, price: null },
    producerName: 'P',
  }) as unknown as BeatLines[number];
const coupons: Coupon[] = [
  { id: 1, title: 'Buy 2, get 1 free', code: null, buy_x: 2, get_y: 1, percent_off: null, redeem_by: '2999-01-01' },
];
const promo: Coupon = {
  id: 2,
  title: '10% off',
  code: 'TEN',
  buy_x: 1,
  get_y: 0,
  percent_off: 10,
  redeem_by: '2999-01-01',
};

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
            coupons,
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
