/**
 * Dates and times as spec §9 writes them: MM/DD/YYYY and h:mm A, in the reader's own time zone
 * (pass `timeZone` where the reader is not the process, e.g. 'UTC' in mails and PDFs).
 */
type DateLike = string | number | Date;

const toDate = (value: DateLike) => (value instanceof Date ? value : new Date(value));

/** 11/24/2026 */
export function formatDate(value: DateLike, timeZone?: string): string {
  return toDate(value).toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', timeZone });
}

/** 6:09 AM */
export function formatTime(value: DateLike, timeZone?: string): string {
  return toDate(value).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
}

/** 11/24/2026 6:09 AM */
export function formatDateTime(value: DateLike, timeZone?: string): string {
  return `${formatDate(value, timeZone)} ${formatTime(value, timeZone)}`;
}
