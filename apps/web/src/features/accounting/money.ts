import { formatCents, formatDate } from '@beatmarket/shared';

/**
 * Money on the accounting screens: the app's formatter, with what it leaves to its callers for prices
 * (zero reads "Free" there; a negative amount, a refund or money owed back, needs its sign in front).
 */
export function formatMoney(cents: number): string {
  if (cents === 0) return '$0';
  return cents < 0 ? `−${formatCents(-cents)}` : formatCents(cents);
}

/** A UTC day (YYYY-MM-DD) as the app writes dates (MM/DD/YYYY), never moved by the reader's time zone. */
export const formatDay = (day: string) => formatDate(`${day}T12:00:00Z`, 'UTC');

/** "11/01/2026 – 11/30/2026" */
export const formatPeriod = (p: { period_start: string; period_end: string }) =>
  `${formatDay(p.period_start)} – ${formatDay(p.period_end)}`;
