/**
 * Calendar days as ISO `YYYY-MM-DD` strings: a day, not a moment, so no time zone can move it (a
 * coupon's redeem_by is the same day for every reader). Spec §9: MM/DD/YYYY, a grid from Sunday.
 */
export type IsoDay = string;

const pad = (n: number, len = 2) => String(n).padStart(len, '0');
const toUtc = (day: IsoDay) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};
const fromUtc = (date: Date): IsoDay =>
  `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** The reader's today (their own calendar, where the page is read). */
export const today = (now = new Date()): IsoDay =>
  `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

export const addDays = (day: IsoDay, n: number): IsoDay => {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + n);
  return fromUtc(date);
};

/** The same day of another month, clamped to its length (01/31 + 1 month = 02/28). */
export function addMonths(day: IsoDay, n: number): IsoDay {
  const date = toUtc(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + n, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), last));
  return fromUtc(target);
}

export const monthOf = (day: IsoDay) => day.slice(0, 7);
export const startOfMonth = (day: IsoDay): IsoDay => `${monthOf(day)}-01`;
export const dayOfWeek = (day: IsoDay) => toUtc(day).getUTCDay();
export const dayOfMonth = (day: IsoDay) => Number(day.slice(8, 10));

/**
 * The month's grid: 35 days from the Sunday on or before the 1st (spec §9). A month that starts late
 * in the week and has 30 or 31 days does not fit in five weeks; it gets a sixth row rather than hiding
 * its last days (decision 0033).
 */
export function monthGrid(day: IsoDay): IsoDay[] {
  const first = startOfMonth(day);
  const start = addDays(first, -dayOfWeek(first));
  const last = addDays(addMonths(first, 1), -1);
  const cells = dayOfWeek(first) + dayOfMonth(last) > 35 ? 42 : 35;
  return Array.from({ length: cells }, (_, i) => addDays(start, i));
}

/** "November 2026" */
export const monthLabel = (day: IsoDay) =>
  toUtc(day).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "Tuesday, November 24, 2026": what a screen reader says for a grid cell. */
export const longLabel = (day: IsoDay) =>
  toUtc(day).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** MM/DD/YYYY (spec §9) */
export const formatUsDay = (day: IsoDay) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/** MM/DD/YYYY (one-digit month and day accepted) → ISO day; null when it is no real date (02/30). */
export function parseUsDay(text: string): IsoDay | null {
  const m = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!m) return null;
  const [month, dayNum, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const iso = `${pad(year, 4)}-${pad(month)}-${pad(dayNum)}`;
  return month >= 1 && month <= 12 && fromUtc(toUtc(iso)) === iso ? iso : null;
}

/** ISO days compare as text. */
export const isBefore = (a: IsoDay, b: IsoDay) => a < b;
export const withinBounds = (day: IsoDay, min?: IsoDay | null, max?: IsoDay | null) =>
  (!min || day >= min) && (!max || day <= max);
export const clampDay = (day: IsoDay, min?: IsoDay | null, max?: IsoDay | null): IsoDay =>
  min && day < min ? min : max && day > max ? max : day;
