import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './dates.js';

describe('dates (spec §9: MM/DD/YYYY, h:mm A)', () => {
  const at = '2026-03-05T18:07:00Z';
  it('pads month and day and writes the full year', () => {
    expect(formatDate(at, 'UTC')).toBe('03/05/2026');
  });
  it('writes the hour without padding and the minutes with, then AM/PM', () => {
    expect(formatTime(at, 'UTC')).toBe('6:07 PM');
    expect(formatTime('2026-03-05T00:30:00Z', 'UTC')).toBe('12:30 AM');
  });
  it("uses the reader's time zone by default", () => {
    expect(formatDateTime(new Date(2026, 11, 31, 23, 59))).toBe('12/31/2026 11:59 PM');
  });
  it('joins both', () => {
    expect(formatDateTime(at, 'UTC')).toBe('03/05/2026 6:07 PM');
  });
});

describe('dates without Intl (issue 33)', () => {
  const intlDate = (d: Date, timeZone?: string) =>
    d.toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', timeZone });
  const intlTime = (d: Date, timeZone?: string) =>
    d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
  it('writes every instant as the Intl formatters did, in the local zone and in UTC', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }), (d) => {
        for (const zone of [undefined, 'UTC']) {
          expect(formatDate(d, zone)).toBe(intlDate(d, zone));
          // ICU writes a narrow no-break space before AM/PM in some versions; the product writes a space.
          expect(formatTime(d, zone)).toBe(intlTime(d, zone).replace(/\s/g, ' '));
        }
      }),
    );
  });
  it('still writes another named zone', () => {
    expect(formatDateTime('2026-03-05T18:07:00Z', 'America/New_York')).toBe('03/05/2026 1:07 PM');
  });
});
