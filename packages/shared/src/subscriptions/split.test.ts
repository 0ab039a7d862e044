import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { periodLabel, splitByDownloads } from './split.js';

// Decision 0052: a period's revenue is split to producers by the downloads of their beats, never
// losing or inventing a cent.
describe('splitByDownloads', () => {
  it('adds up to the amount exactly, none negative, each within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 40 }),
        (amount, downloads) => {
          const parts = splitByDownloads(amount, downloads);
          const total = downloads.reduce((a, d) => a + d, 0);
          expect(parts).toHaveLength(downloads.length);
          for (const p of parts) expect(Number.isSafeInteger(p) && p >= 0).toBe(true);
          if (total === 0) {
            expect(parts.every((p) => p === 0)).toBe(true);
            return;
          }
          expect(parts.reduce((a, p) => a + p, 0)).toBe(amount);
          parts.forEach((p, i) => expect(Math.abs(p - (amount * downloads[i]!) / total)).toBeLessThan(1));
          // No downloads, no money.
          parts.forEach((p, i) => {
            if (downloads[i] === 0) expect(p).toBe(0);
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('shares a $9.99 month over 3 downloads of one producer and 1 of another as 749 + 250 cents', () => {
    expect(splitByDownloads(999, [3, 1])).toEqual([749, 250]);
    expect(splitByDownloads(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(splitByDownloads(500, [])).toEqual([]);
  });
});

describe('periodLabel', () => {
  it('names a month, and a period across a new year with both years', () => {
    expect(periodLabel(new Date('2026-11-01T00:00:00Z'), new Date('2026-12-01T00:00:00Z'))).toBe('Nov 1 – Dec 1, 2026');
    expect(periodLabel(new Date('2026-12-15T10:00:00Z'), new Date('2027-01-15T10:00:00Z'))).toBe(
      'Dec 15, 2026 – Jan 15, 2027',
    );
  });
});
