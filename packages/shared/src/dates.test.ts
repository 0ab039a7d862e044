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
