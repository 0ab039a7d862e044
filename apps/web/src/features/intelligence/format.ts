import { formatDate } from '@beatmarket/shared';

const whole = new Intl.NumberFormat('en-US');
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const count = (n: number) => whole.format(n);
/** Integer cents as dollars: 123456 → "$1,234.56" (zero is "$0.00", not the store's "Free"). */
export const money = (cents: number) => usd.format(cents / 100);
/** A "per 100" rate: 12.5 → "12.5%"; null (nothing to divide by) → "–". */
export const rate = (v: number | null) => (v == null ? '–' : `${v.toLocaleString('en-US')}%`);

/** A report's UTC day (YYYY-MM-DD) as every date reads: 11/03/2026 (spec §9). */
export const day = (d: string) => formatDate(`${d}T00:00:00Z`, 'UTC');
