/**
 * en-US numbers without Intl. A browser builds its first Intl formatter from the ICU data on the spot:
 * 25-55 ms on this machine, four times that on Lighthouse's phone, and every public page formats a price
 * or a count while it starts (issue 33). The product writes en-US only, so grouping digits is all it needs.
 */

/** '1234567' → '1,234,567' (digits only). */
const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A whole number as en-US writes it: 1,234,567 (a fraction is rounded away: counts only). */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const whole = Math.round(Math.abs(n));
  // Above 2^53 toString switches to exponents; such counts do not occur, but they stay readable.
  const digits = whole < 1e21 ? whole.toFixed(0) : String(whole);
  return `${n < 0 && whole !== 0 ? '-' : ''}${group(digits)}`;
}

/** Whole cents as dollars without the symbol: 2999 → '29.99', 15000 → '150', 123456 → '1,234.56'. */
export function formatDollarAmount(cents: number): string {
  const abs = Math.abs(cents);
  const rest = abs % 100;
  const dollars = formatCount((abs - rest) / 100);
  return `${cents < 0 ? '-' : ''}${dollars}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}
