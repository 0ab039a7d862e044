/**
 * Dates and times as spec §9 writes them: MM/DD/YYYY and h:mm A, in the reader's own time zone
 * (pass `timeZone` where the reader is not the process, e.g. 'UTC' in mails and PDFs).
 *
 * The reader's zone and UTC are read from the Date itself: a browser's first Intl formatter costs 25-55 ms
 * while a page starts (issue 33, numbers.ts). Only another named zone (a server writing for someone
 * elsewhere) needs Intl.
 */
type DateLike = string | number | Date;

const toDate = (value: DateLike) => (value instanceof Date ? value : new Date(value));
const two = (n: number) => String(n).padStart(2, '0');

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function parts(d: Date, timeZone?: string): Parts | null {
  if (timeZone === undefined)
    return {
      year: d.getFullYear(),
      month: d.getMonth() + 1,
      day: d.getDate(),
      hour: d.getHours(),
      minute: d.getMinutes(),
    };
  if (timeZone === 'UTC')
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
    };
  return null;
}

/** 11/24/2026 */
export function formatDate(value: DateLike, timeZone?: string): string {
  const d = toDate(value);
  const p = parts(d, timeZone);
  if (!p || Number.isNaN(d.getTime()))
    return d.toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', timeZone });
  return `${two(p.month)}/${two(p.day)}/${p.year}`;
}

/** 6:09 AM */
export function formatTime(value: DateLike, timeZone?: string): string {
  const d = toDate(value);
  const p = parts(d, timeZone);
  if (!p || Number.isNaN(d.getTime()))
    return d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
  return `${p.hour % 12 || 12}:${two(p.minute)} ${p.hour < 12 ? 'AM' : 'PM'}`;
}

/** 11/24/2026 6:09 AM */
export function formatDateTime(value: DateLike, timeZone?: string): string {
  return `${formatDate(value, timeZone)} ${formatTime(value, timeZone)}`;
}
