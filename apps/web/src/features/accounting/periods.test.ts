import { describe, expect, it } from 'vitest';
import { defaultMonth, lastMonths, monthOptions, utcDay } from './periods';

describe('accounting periods', () => {
  it('offers this month up to today, then whole calendar months (leap February included)', () => {
    const months = monthOptions('2028-03-15', 3);
    expect(months).toEqual([
      { value: '2028-03', label: 'March 2028 (to date)', period_start: '2028-03-01', period_end: '2028-03-15' },
      { value: '2028-02', label: 'February 2028', period_start: '2028-02-01', period_end: '2028-02-29' },
      { value: '2028-01', label: 'January 2028', period_start: '2028-01-01', period_end: '2028-01-31' },
    ]);
  });

  it('preselects last month, across a year end', () => {
    expect(defaultMonth('2026-11-24')).toBe('2026-10');
    expect(defaultMonth('2027-01-01')).toBe('2026-12');
    expect(monthOptions('2027-01-01', 2)[1]).toMatchObject({ period_start: '2026-12-01', period_end: '2026-12-31' });
  });

  it('counts days in UTC and ranges back whole months', () => {
    expect(utcDay(new Date('2026-11-30T23:30:00-05:00'))).toBe('2026-12-01');
    expect(lastMonths('2026-11-24', 12)).toEqual({ from: '2025-12-01', to: '2026-11-24' });
  });
});
