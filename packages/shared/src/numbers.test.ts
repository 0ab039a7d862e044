import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatDollarAmount } from './numbers.js';

describe('numbers without Intl (issue 33)', () => {
  it('groups digits as en-US does', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(-1234567)).toBe('-1,234,567');
  });
  it('writes every whole number exactly as toLocaleString("en-US")', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
  });
  it('writes cents as the Intl formatter it replaced did', () => {
    const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(formatDollarAmount(n)).toBe((n % 100 ? cents : whole).format(n / 100));
      }),
    );
    expect(formatDollarAmount(2999)).toBe('29.99');
    expect(formatDollarAmount(15000)).toBe('150');
    expect(formatDollarAmount(5)).toBe('0.05');
  });
});
