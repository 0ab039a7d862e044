import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prorate } from './proration.js';
import { addInterval } from './periods.js';

const cents = fc.nat(10_000_000);
const START = Date.UTC(2026, 0, 31);
/** A period of one to 400 days, and a moment inside it (to the millisecond). */
const period = fc
  .tuple(fc.integer({ min: 1, max: 400 * 86_400_000 }), fc.double({ min: 0, max: 1, noNaN: true }))
  .map(([length, f]) => ({
    periodStart: new Date(START),
    periodEnd: new Date(START + length),
    at: new Date(START + Math.floor(length * f)),
  }));

describe('prorate (decision 0049)', () => {
  it('credits the unused part of the old price and charges the remaining part of the new, never a cent more or less', () => {
    fc.assert(
      fc.property(cents, cents, period, (oldPrice, newPrice, p) => {
        const r = prorate({ oldPrice, newPrice, ...p });
        // Whole cents, within each price, and the amount is exactly their difference.
        for (const v of [r.credit, r.charge, r.amount]) expect(Number.isSafeInteger(v)).toBe(true);
        expect(r.credit).toBeGreaterThanOrEqual(0);
        expect(r.credit).toBeLessThanOrEqual(oldPrice);
        expect(r.charge).toBeGreaterThanOrEqual(0);
        expect(r.charge).toBeLessThanOrEqual(newPrice);
        expect(r.amount).toBe(r.charge - r.credit);
        // Each part is the exact share rounded to the nearest cent (no float drift, half a cent at most).
        const total = p.periodEnd.getTime() - p.periodStart.getTime();
        const remaining = p.periodEnd.getTime() - p.at.getTime();
        expect(Math.abs(r.credit * total - oldPrice * remaining)).toBeLessThanOrEqual(total / 2);
        expect(Math.abs(r.charge * total - newPrice * remaining)).toBeLessThanOrEqual(total / 2);
      }),
    );
  });

  it('changing to a plan of the same price costs nothing; the old price is paid exactly once over the period', () => {
    fc.assert(
      fc.property(cents, period, (price, p) => {
        const r = prorate({ oldPrice: price, newPrice: price, ...p });
        expect(r.amount).toBe(0);
        // What was used of the old plan plus what is credited back is the old price, to the cent.
        expect(price - r.credit + r.credit).toBe(price);
      }),
    );
  });

  it('swapping the plans swaps the sign: going and coming back nets to zero', () => {
    fc.assert(
      fc.property(cents, cents, period, (a, b, p) => {
        const there = prorate({ oldPrice: a, newPrice: b, ...p }).amount;
        expect(there + prorate({ oldPrice: b, newPrice: a, ...p }).amount).toBe(0);
      }),
    );
  });

  it('more time left never means a smaller credit or charge', () => {
    fc.assert(
      fc.property(cents, cents, period, fc.nat(86_400_000), (oldPrice, newPrice, p, earlier) => {
        const later = prorate({ oldPrice, newPrice, ...p });
        const sooner = prorate({ oldPrice, newPrice, ...p, at: new Date(p.at.getTime() - earlier) });
        expect(sooner.credit).toBeGreaterThanOrEqual(later.credit);
        expect(sooner.charge).toBeGreaterThanOrEqual(later.charge);
      }),
    );
  });

  it('is the whole price at the start, nothing at the end, and halves in the middle', () => {
    const periodStart = new Date(START);
    const periodEnd = new Date(START + 30 * 86_400_000);
    expect(prorate({ oldPrice: 1999, newPrice: 4999, periodStart, periodEnd, at: periodStart })).toEqual({
      credit: 1999,
      charge: 4999,
      amount: 3000,
    });
    expect(prorate({ oldPrice: 1999, newPrice: 4999, periodStart, periodEnd, at: periodEnd }).amount).toBe(0);
    const middle = new Date(START + 15 * 86_400_000);
    // 1999 / 2 = 999.5 → 1000 (halves up); 4999 / 2 = 2499.5 → 2500.
    expect(prorate({ oldPrice: 1999, newPrice: 4999, periodStart, periodEnd, at: middle })).toEqual({
      credit: 1000,
      charge: 2500,
      amount: 1500,
    });
    expect(() => prorate({ oldPrice: 1.5, newPrice: 1, periodStart, periodEnd, at: middle })).toThrow(RangeError);
    expect(() => prorate({ oldPrice: 1, newPrice: 1, periodStart: periodEnd, periodEnd, at: middle })).toThrow(
      RangeError,
    );
  });
});

describe('addInterval', () => {
  it('keeps the anchor day, clamped to short months, and counts years', () => {
    const jan31 = new Date(Date.UTC(2026, 0, 31, 12));
    expect(addInterval(jan31, 'month').toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(addInterval(jan31, 'month', 2).toISOString()).toBe('2026-03-31T12:00:00.000Z');
    expect(addInterval(jan31, 'month', 13).toISOString()).toBe('2027-02-28T12:00:00.000Z');
    expect(addInterval(new Date(Date.UTC(2028, 1, 29)), 'year').toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });
  it('always moves forward', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.nat(40), (t, n) => {
        const d = new Date(t);
        expect(addInterval(d, 'month', n + 1).getTime()).toBeGreaterThan(addInterval(d, 'month', n).getTime());
      }),
    );
  });
});
