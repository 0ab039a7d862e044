import { formatCents, LARGE_PRICE_CENTS } from '@beatmarket/shared';
import { clsx } from 'clsx';

/**
 * Spec §9: cents shown in dollars (never '£': prices are USD, decision 0083), 'Free' for zero, smaller text
 * from 100000 cents.
 * Smaller than the price would otherwise be, wherever it sits: a fixed size (text-sm) was larger than
 * the text-xs around a card's price, so big prices came out bigger, and lost to a caller's text-xl.
 */
export function Price({ cents, className }: { cents: number; className?: string }) {
  if (cents === 0) return <span className={clsx('font-bold text-emerald-300', className)}>Free</span>;
  const text = formatCents(cents);
  return (
    <span className={clsx('font-bold text-white', className)}>
      {cents >= LARGE_PRICE_CENTS ? (
        <span data-size="small" className="text-[0.8em]">
          {text}
        </span>
      ) : (
        text
      )}
    </span>
  );
}

/** Spec §2: features show their price; beats show 'from' their cheapest licence. */
export function BeatPrice({
  beat,
  className,
}: {
  beat: { family: 'beat' | 'feature'; price_from: number | null };
  className?: string;
}) {
  if (beat.price_from === null) return null;
  if (beat.family === 'feature') return <Price cents={beat.price_from} className={className} />;
  return (
    <span className={clsx('whitespace-nowrap text-xs text-zinc-400', className)}>
      from <Price cents={beat.price_from} className="text-sm" />
    </span>
  );
}
