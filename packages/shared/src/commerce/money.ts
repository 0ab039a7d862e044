/** All money is integer cents (USD). These helpers never produce fractions of a cent. */
import { formatDollarAmount } from '../numbers.js';

export interface LinePrices {
  /** The licence price, or null when the line has no licence (then the beat's own price counts). */
  license: number | null;
  beat: number;
  trackouts: number | null;
  bundle: number | null;
}

const assertCents = (n: number, what: string) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a whole, non-negative number of cents`);
  return n;
};

/** Spec §9: licence price (or beat price without a licence) + trackouts + bundle. */
export function lineTotal(p: LinePrices): number {
  const base = p.license ?? p.beat;
  return assertCents(base, 'price') + assertCents(p.trackouts ?? 0, 'trackouts') + assertCents(p.bundle ?? 0, 'bundle');
}

export function sumCents(amounts: number[]): number {
  return amounts.reduce((a, n) => a + assertCents(n, 'amount'), 0);
}

/**
 * Splits an amount by weights (e.g. producer 70, coproducer 30) so the parts add up to the amount
 * exactly: each part is floored, and the cents left over go to the largest remainders (ties: first).
 */
export function splitCents(amount: number, weights: number[]): number[] {
  assertCents(amount, 'amount');
  if (!weights.length || weights.some((w) => !Number.isFinite(w) || w < 0))
    throw new RangeError('weights must be non-negative numbers');
  const total = weights.reduce((a, w) => a + w, 0);
  if (total === 0) throw new RangeError('weights must not all be zero');
  const exact = weights.map((w) => (amount * w) / total);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((a, p) => a + p, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0; k++, left--) parts[order[k % order.length]!.i]! += 1;
  return parts;
}

/**
 * Dollars for display: '$29.99', '$150', 'Free'. Always '$', whoever reads it: every price is charged in
 * US dollars, and spec §9's '£' for British visitors would put a pound sign on a dollar amount (decision 0083).
 */
export function formatCents(cents: number): string {
  if (cents === 0) return 'Free';
  return `$${formatDollarAmount(cents)}`;
}

/**
 * What a person typed as a price ('150', '$29.99', '1,200.5') in whole cents, or null when it is not
 * a price. String arithmetic, so '0.29' is 29 cents and never 28.999….
 */
export function parseDollars(text: string): number | null {
  const m = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const cents = Number(m[1]!.replace(/,/g, '')) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * The trackouts add-on's cents within what a line cost (decision 0077): its price's share of the line
 * after coupons, floored, so refunding it never gives back more than the buyer paid for it, or than
 * the line holds. Without a discount it is the add-on's price exactly.
 */
export function trackoutsShare(p: { price: number; lineTotal: number; amount: number }): number {
  assertCents(p.price, 'trackouts');
  assertCents(p.lineTotal, 'line total');
  assertCents(p.amount, 'amount');
  if (p.lineTotal <= 0 || p.amount <= 0) return 0;
  if (p.amount >= p.lineTotal) return Math.min(p.price, p.amount);
  return Math.min(p.price, p.amount, Math.floor((p.price * p.amount) / p.lineTotal));
}
