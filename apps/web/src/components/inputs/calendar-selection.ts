import type { IsoDay } from './calendar-dates';

export type DayRange = { from: IsoDay | null; to: IsoDay | null };
/** Spec §3 "Calendar selection: single date, range (from, to) or list." */
export type CalendarSelection =
  | { mode: 'single'; value: IsoDay | null; onChange(day: IsoDay): void }
  | { mode: 'range'; value: DayRange; onChange(range: DayRange): void }
  | { mode: 'list'; value: IsoDay[]; onChange(days: IsoDay[]): void };
