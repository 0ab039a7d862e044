import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCoupons,
  couponGivesSomething,
  couponLabel,
  couponOffer,
  couponSchema,
  freeLines,
  linesShort,
  type Coupon,
} from './coupon.js';
import { sumCents } from './money.js';

const now = new Date('2026-11-23T15:00:00Z');
const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  id: 1,
  title: 'Buy 2 get 1',
  code: null,
  buy_x: 2,
  get_y: 1,
  percent_off: null,
  redeem_by: '2026-12-31',
  ...over,
});

describe('coupon labels (spec §4)', () => {
  it('counts down the last days, then eligibility', () => {
    expect(couponLabel(coupon({ redeem_by: '2026-11-23' }), 0, now)).toBe('1 day only!');
    expect(couponLabel(coupon({ redeem_by: '2026-11-24' }), 0, now)).toBe('1 day only!');
    expect(couponLabel(coupon({ redeem_by: '2026-11-25' }), 5, now)).toBe('2 days only!');
    expect(couponLabel(coupon({ redeem_by: '2026-11-26' }), 3, now)).toBe('Eligible');
    expect(couponLabel(coupon({ redeem_by: '2026-11-26' }), 4, now)).toBe('Eligible');
  });

  it('says Eligible only once the free beat is in the cart, and how many more earn it before that (decision 0018)', () => {
    // Buy 2, get 1 free: two beats get nothing yet; the third is the free one.
    expect(couponLabel(coupon(), 0, now)).toBe('Add 3 more, 1 free');
    expect(couponLabel(coupon(), 1, now)).toBe('Add 2 more, 1 free');
    expect(couponLabel(coupon(), 2, now)).toBe('Add 1 more, it’s free');
    expect(applyCoupons([4999, 4999], [coupon()], null).discount).toBe(0);
    expect(couponLabel(coupon(), 3, now)).toBe('Eligible');
    // A percentage applies from buy_x lines.
    const pct = coupon({ buy_x: 3, get_y: 0, percent_off: 15 });
    expect(couponLabel(pct, 1, now)).toBe('Buy 2 more');
    expect(couponLabel(pct, 3, now)).toBe('Eligible');
    expect(linesShort(pct, 2)).toBe(1);
    expect(linesShort(coupon({ buy_x: 3, get_y: 2 }), 3)).toBe(1);
  });

  it("'Eligible' exactly when the coupon takes something off the cart now", () => {
    const arb = fc
      .record({
        buy_x: fc.integer({ min: 1, max: 6 }),
        get_y: fc.integer({ min: 0, max: 3 }),
        percent_off: fc.option(fc.integer({ min: 1, max: 100 })),
      })
      .filter(couponGivesSomething);
    fc.assert(
      // Lines of 50 cents or more: 1% of less than 50 cents rounds to nothing, and no beat is that cheap.
      fc.property(arb, fc.array(fc.integer({ min: 50, max: 500_000 }), { maxLength: 14 }), (shape, totals) => {
        const c = coupon(shape);
        const discounted = applyCoupons(totals, [c], null).discount > 0;
        expect(couponLabel(c, totals.length, now) === 'Eligible').toBe(discounted);
        // 'Buy/Add n more' is exact: n more lines earn the discount, one fewer does not.
        const short = linesShort(c, totals.length);
        const more = (n: number) => applyCoupons([...totals, ...Array<number>(n).fill(100)], [c], null).discount > 0;
        expect(more(short)).toBe(true);
        if (short > 0) expect(more(short - 1)).toBe(false);
      }),
    );
  });

  it('describes the offer', () => {
    expect(couponOffer(coupon())).toBe('Buy 2, get 1 free');
    expect(couponOffer(coupon({ buy_x: 1, get_y: 0, percent_off: 10 }))).toBe('10% off your order');
    expect(couponOffer(coupon({ buy_x: 3, get_y: 0, percent_off: 15 }))).toBe('15% off 3 or more beats');
  });
});

describe('buy X get Y', () => {
  it('frees get_y lines for every buy_x paid ones', () => {
    const c = { buy_x: 2, get_y: 1 };
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((n) => freeLines(n, c))).toEqual([0, 0, 0, 1, 1, 1, 2, 2]);
    expect([3, 4, 5, 8, 9, 10].map((n) => freeLines(n, { buy_x: 3, get_y: 2 }))).toEqual([0, 1, 2, 2, 3, 4]);
  });

  it('makes the cheapest lines free and says so line by line', () => {
    const { lines, discount, applied } = applyCoupons([2999, 4999, 1999], [coupon()], null);
    expect(discount).toBe(1999);
    expect(applied).toEqual([1]);
    expect(lines.map((l) => l.discount)).toEqual([0, 0, 1999]);
    expect(lines[2]!.discounts).toEqual([{ coupon_id: 1, title: 'Buy 2 get 1', cents: 1999 }]);
  });

  it('applies the best store-wide offer only, then the promo code on what is left', () => {
    const offers = [coupon(), coupon({ id: 2, title: 'Buy 1 get 1', buy_x: 1, get_y: 1 })];
    const promo = coupon({ id: 9, title: 'TENOFF', code: 'TENOFF', buy_x: 1, get_y: 0, percent_off: 10 });
    // Four lines: buy 2 get 1 frees one, buy 1 get 1 frees two, so only the latter applies.
    const { lines, discount, applied } = applyCoupons([3000, 1000, 3000, 1000], offers, promo);
    expect(applied).toEqual([2, 9]);
    expect(lines.map((l) => l.discounts.map((d) => d.coupon_id))).toEqual([[9], [2], [9], [2]]);
    expect(lines.map((l) => l.discount)).toEqual([300, 1000, 300, 1000]);
    expect(discount).toBe(2000 + 600);
    expect(sumCents(lines.map((l) => l.discount))).toBe(discount);
  });
});

describe('discounts never lose or invent a cent', () => {
  const cents = fc.nat(500_000);
  const arbCoupon = fc.record({
    id: fc.integer({ min: 1, max: 50 }),
    title: fc.constant('c'),
    code: fc.constant(null),
    buy_x: fc.integer({ min: 1, max: 5 }),
    get_y: fc.integer({ min: 1, max: 3 }),
    percent_off: fc.option(fc.integer({ min: 1, max: 100 })),
    redeem_by: fc.constant('2030-01-01'),
  });
  it('holds for any cart, offers and promo', () => {
    fc.assert(
      fc.property(
        fc.array(cents, { maxLength: 12 }),
        fc.array(arbCoupon, { maxLength: 3 }),
        fc.option(arbCoupon),
        (totals, offers, promo) => {
          const { lines, discount } = applyCoupons(totals, offers, promo);
          expect(sumCents(lines.map((l) => l.discount))).toBe(discount);
          lines.forEach((l, i) => {
            expect(Number.isSafeInteger(l.discount)).toBe(true);
            expect(l.discount).toBeGreaterThanOrEqual(0);
            expect(l.discount).toBeLessThanOrEqual(totals[i]!);
            expect(sumCents(l.discounts.map((d) => d.cents))).toBe(l.discount);
          });
          expect(discount).toBeLessThanOrEqual(sumCents(totals));
        },
      ),
    );
  });
});

describe('coupon schema', () => {
  it('normalises codes and refuses an offer that gives nothing', () => {
    expect(
      couponSchema.parse({
        title: 'x',
        code: ' summer-10 ',
        buy_x: 1,
        get_y: 0,
        percent_off: 10,
        redeem_by: '2026-12-01',
      }).code,
    ).toBe('SUMMER-10');
    const bad = couponSchema.safeParse({
      title: 'x',
      code: null,
      buy_x: 2,
      get_y: 0,
      percent_off: null,
      redeem_by: '2026-02-30',
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['get_y', 'redeem_by']);
  });
});
