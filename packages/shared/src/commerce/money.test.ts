import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, lineTotal, parseDollars, splitCents, sumCents } from './money.js';

const cents = fc.nat(100_000_000);

describe('money in integer cents', () => {
  it('totals a line as licence (or beat) + trackouts + bundle', () => {
    expect(lineTotal({ license: 4999, beat: 0, trackouts: 4999, bundle: 2000 })).toBe(11998);
    expect(lineTotal({ license: null, beat: 15000, trackouts: null, bundle: null })).toBe(15000);
    expect(() => lineTotal({ license: 29.99, beat: 0, trackouts: null, bundle: null })).toThrow(RangeError);
    fc.assert(
      fc.property(fc.option(cents), cents, fc.option(cents), fc.option(cents), (license, beat, trackouts, bundle) => {
        const t = lineTotal({ license, beat, trackouts, bundle });
        expect(Number.isSafeInteger(t)).toBe(true);
        expect(t).toBe((license ?? beat) + (trackouts ?? 0) + (bundle ?? 0));
      }),
    );
  });

  it('splits without losing or inventing a cent', () => {
    expect(splitCents(1000, [70, 30])).toEqual([700, 300]);
    expect(splitCents(1001, [1, 1])).toEqual([501, 500]);
    expect(splitCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    fc.assert(
      fc.property(
        cents,
        fc.array(fc.nat(1000), { minLength: 1, maxLength: 5 }).filter((w) => w.some((x) => x > 0)),
        (amount, weights) => {
          const parts = splitCents(amount, weights);
          expect(sumCents(parts)).toBe(amount);
          const total = weights.reduce((a, w) => a + w, 0);
          parts.forEach((p, i) => {
            expect(Number.isInteger(p)).toBe(true);
            // Each part is within one cent of its exact share, and zero weights get nothing.
            expect(Math.abs(p - (amount * weights[i]!) / total)).toBeLessThan(1);
            if (weights[i] === 0) expect(p).toBe(0);
          });
        },
      ),
    );
  });

  it('formats for display', () => {
    expect(formatCents(0)).toBe('Free');
    expect(formatCents(2999)).toBe('$29.99');
    expect(formatCents(15000)).toBe('$150');
  });

  it('reads typed prices into whole cents', () => {
    expect(parseDollars('150')).toBe(15000);
    expect(parseDollars('$29.99')).toBe(2999);
    expect(parseDollars(' 0.29 ')).toBe(29);
    expect(parseDollars('1,200.5')).toBe(120050);
    for (const bad of ['', 'abc', '1.999', '-5', '1,20', '12.']) expect(parseDollars(bad)).toBeNull();
  });

  it('reads back every amount it formats', () => {
    fc.assert(
      fc.property(
        cents.filter((c) => c > 0),
        (c) => {
          expect(parseDollars(formatCents(c))).toBe(c);
        },
      ),
    );
  });
});
