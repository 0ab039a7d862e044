import { LARGE_PRICE_CENTS } from '@beatmarket/shared';
import { clsx } from 'clsx';

/** Spec §9: cents shown in dollars (£ for GB visitors), 'Free' for zero, smaller text from 100000 cents. */
export function Price({ cents, country, className }: { cents: number; country?: string; className?: string }) {
  if (cents === 0) return <span className={clsx('font-bold text-emerald-300', className)}>Free</span>;
  const symbol = country === 'GB' ? '£' : '$';
  const amount = (cents / 100).toLocaleString('en-US', { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 });
  return <span className={clsx('font-bold text-white', cents >= LARGE_PRICE_CENTS && 'text-sm', className)}>{symbol}{amount}</span>;
}
