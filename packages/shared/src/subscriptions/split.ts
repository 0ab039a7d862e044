import { splitCents } from '../commerce/money.js';

/**
 * A paid period's revenue shared by downloads (decision 0052): each claim of the period is one weight,
 * so a producer whose beats were claimed three times gets three parts. Built on splitCents: the parts
 * add up to the amount exactly, none is negative, and each is within a cent of its exact share.
 * No claims: nothing to share (the house keeps the period's money).
 */
export function splitByDownloads(amount: number, downloads: number[]): number[] {
  if (!downloads.some((d) => d > 0)) return downloads.map(() => 0);
  return splitCents(amount, downloads);
}

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const DAY_YEAR = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * A subscription period as statements and the subscription page name it: 'Nov 1 – Dec 1, 2026', or
 * 'Dec 15, 2026 – Jan 15, 2027' across a new year. The end is the instant the next period starts.
 */
export function periodLabel(start: Date, end: Date): string {
  const sameYear = start.getUTCFullYear() === end.getUTCFullYear();
  return `${(sameYear ? DAY : DAY_YEAR).format(start)} – ${DAY_YEAR.format(end)}`;
}
