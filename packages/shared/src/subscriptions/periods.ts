import type { PlanInterval } from './machine.js';

/**
 * The end of `count` intervals after `anchor`, in UTC. Months keep the anchor's day, clamped to the
 * month's last day (Jan 31 → Feb 28 → Mar 31 when counted from the anchor, never drifting to the 28th).
 */
export function addInterval(anchor: Date, interval: PlanInterval, count = 1): Date {
  const months = interval === 'year' ? 12 * count : count;
  const y = anchor.getUTCFullYear();
  const m = anchor.getUTCMonth() + months;
  const targetYear = y + Math.floor(m / 12);
  const targetMonth = ((m % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const d = new Date(anchor.getTime());
  d.setUTCFullYear(targetYear, targetMonth, Math.min(anchor.getUTCDate(), lastDay));
  return d;
}

/** `days` whole days of 24 hours after `from` (a trial's end). */
export const addDaysTo = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000);
