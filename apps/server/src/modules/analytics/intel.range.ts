import { addDays } from '@beatmarket/shared';

export type DayRange = { from: string; to: string };

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (day: string) => {
  const d = new Date(`${monthStart(day)}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * Splits an inclusive day range into the whole months it covers (by their first days, inclusive) and the
 * loose days before and after them, so per-beat sums read monthly rows for the bulk and daily rows at the ends.
 */
export function splitRange(range: DayRange): { months: DayRange | null; days: DayRange[] } {
  const firstFull = range.from === monthStart(range.from) ? range.from : nextMonth(range.from);
  const afterTo = addDays(range.to, 1);
  const endFull = afterTo === monthStart(afterTo) ? afterTo : monthStart(range.to); // exclusive
  if (firstFull >= endFull) return { months: null, days: [range] };
  const days: DayRange[] = [];
  if (range.from < firstFull) days.push({ from: range.from, to: addDays(firstFull, -1) });
  if (endFull <= range.to) days.push({ from: endFull, to: range.to });
  return { months: { from: firstFull, to: addDays(endFull, -1).slice(0, 7) + '-01' }, days };
}
