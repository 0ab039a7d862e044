import { formatCents, LARGE_PRICE_CENTS } from '@beatmarket/shared';
import { clsx } from 'clsx';

/** Spec §9: cents shown in dollars (£ for GB visitors), 'Free' for zero, smaller text from 100000 cents. */
export function Price({ cents, country, className }: { cents: number; country?: string; className?: string }) {
  if (cents === 0) return <span className={clsx('font-bold text-emerald-300', className)}>Free</span>;
  return <span className={clsx('font-bold text-white', cents >= LARGE_PRICE_CENTS && 'text-sm', className)}>{formatCents(cents, country)}</span>;
}

/** Spec §2: features show their price; beats show 'from' their cheapest licence. */
export function BeatPrice({ beat, className }: { beat: { family: 'beat' | 'feature'; price_from: number | null }; className?: string }) {
  if (beat.price_from === null) return null;
  if (beat.family === 'feature') return <Price cents={beat.price_from} className={className} />;
  return (
    <span className={clsx('whitespace-nowrap text-xs text-zinc-400', className)}>
      from <Price cents={beat.price_from} className="text-sm" />
    </span>
  );
}
