import { describe, expect, it } from 'vitest';
import { addMonths, dayOfWeek, formatUsDay, monthGrid, parseUsDay } from './calendar-dates';

describe('calendar days', () => {
  it('lay a month out in 35 days from the Sunday on or before the 1st (spec §9)', () => {
    const nov = monthGrid('2026-11-24');
    expect(nov).toHaveLength(35);
    expect(nov[0]).toBe('2026-11-01'); // a Sunday
    expect(nov.at(-1)).toBe('2026-12-05');
    const feb = monthGrid('2026-02-10');
    expect(feb[0]).toBe('2026-02-01');
    expect(new Set(feb.map(dayOfWeek).slice(0, 7))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    expect(dayOfWeek(monthGrid('2026-10-15')[0]!)).toBe(0);
    expect(monthGrid('2026-10-15')[0]).toBe('2026-09-27');
  });

  it('give a month that cannot fit in five weeks a sixth row instead of hiding its last days', () => {
    // May 2026 starts on a Friday and has 31 days: the 31st would be cell 36.
    const may = monthGrid('2026-05-01');
    expect(may).toHaveLength(42);
    expect(may).toContain('2026-05-31');
  });

  it('read and write MM/DD/YYYY, refusing what is no date', () => {
    expect(formatUsDay('2026-03-07')).toBe('03/07/2026');
    expect(parseUsDay('3/7/2026')).toBe('2026-03-07');
    expect(parseUsDay(' 12/31/2026 ')).toBe('2026-12-31');
    expect(parseUsDay('02/29/2028')).toBe('2028-02-29');
    for (const bad of ['02/29/2026', '13/01/2026', '00/10/2026', '2026-03-07', '03/07/26', 'soon', ''])
      expect(parseUsDay(bad), bad).toBeNull();
  });

  it('move by months without overflowing into the next one', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });
});
