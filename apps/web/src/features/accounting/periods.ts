import { addDays, addMonths, monthLabel, startOfMonth, type IsoDay } from '../../components/inputs/calendar-dates';

/** Accounting days are UTC days (the server's ledger and statements count them so). */
export const utcDay = (now = new Date()): IsoDay => now.toISOString().slice(0, 10);

export interface MonthOption {
  /** YYYY-MM */
  value: string;
  label: string;
  period_start: IsoDay;
  period_end: IsoDay;
}

/**
 * The calendar months an administrator can close, newest first: this month so far (it ends today, as a
 * period cannot end in the future) and the `count - 1` before it.
 */
export function monthOptions(today: IsoDay, count = 24): MonthOption[] {
  const first = startOfMonth(today);
  return Array.from({ length: count }, (_, i) => {
    const start = addMonths(first, -i);
    const end = i === 0 ? today : addDays(addMonths(start, 1), -1);
    return {
      value: start.slice(0, 7),
      label: i === 0 ? `${monthLabel(start)} (to date)` : monthLabel(start),
      period_start: start,
      period_end: end,
    };
  });
}

/** The month preselected when closing: last month, the one usually closed in the first days of the next. */
export const defaultMonth = (today: IsoDay) => startOfMonth(addMonths(startOfMonth(today), -1)).slice(0, 7);

/** From the first day of the month `months - 1` months back to today: the overview's range. */
export const lastMonths = (today: IsoDay, months: number) => ({
  from: addMonths(startOfMonth(today), -(months - 1)),
  to: today,
});
