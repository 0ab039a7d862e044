import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Coupon } from '@beatmarket/shared';
import type { CartRepository, LicenseRow } from './cart.repository.js';
import { priceCart } from './cart-pricing.js';

// Decision 0085: beat and store lines are priced in one pass; whatever the prices and coupons, every
// line's total is its price less its discount, never below zero, and the lines add up to the totals.
type BeatLines = Awaited<ReturnType<CartRepository['lines']>>;
type StoreLines = Awaited<ReturnType<CartRepository['storeLines']>>;

const license = (price: number) =>
  ({ id: 1, name: 'Lease', type: 'non_exclusive', level: 'standard', price, bundlePrice: null }) as LicenseRow;
const beatLine = (id: number) =>
  ({
    beatId: id,
    licenseId: 1,
    trackoutsId: null,
    bundleLicenseId: null,
    beat: { id, slug: `b-${id}`, family: 'beat', title: 'B', beatType: 'beat', imageUrl: null, price: null },
    producerName: 'P',
  }) as unknown as BeatLines[number];
const storeLine = (id: number, price: number) =>
  ({
    storeItemId: id,
    item: { id, slug: `s-${id}`, kind: 'drum_kit', title: 'S', imageUrl: null, price, terms: 'T', producerId: null },
    sellerName: '',
  }) as unknown as StoreLines[number];
const offer: Coupon = {
  id: 1,
  title: 'Buy 2, get 1 free',
  code: null,
  buy_x: 2,
  get_y: 1,
  percent_off: null,
  redeem_by: '2999-01-01',
};
const promo: Coupon = {
  id: 2,
  title: '10% off',
  code: 'TEN',
  buy_x: 1,
  get_y: 0,
  percent_off: 10,
  redeem_by: '2999-01-01',
};

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
