import { RATING_MAX } from '@beatmarket/shared';
import { Star, StarHalf } from 'lucide-react';

/** A read-only star row for an average (half stars shown). */
export function Stars({ value, label }: { value: number; label?: string }) {
  return (
    <span
      className="inline-flex items-center gap-0.5 text-amber-300"
      role="img"
      aria-label={label ?? `Rated ${value} out of ${RATING_MAX}`}
    >
      {Array.from({ length: RATING_MAX }, (_, i) =>
        value >= i + 1 ? (
          <Star key={i} className="size-3.5 fill-current" />
        ) : value >= i + 0.5 ? (
          <StarHalf key={i} className="size-3.5 fill-current" />
        ) : (
          <Star key={i} className="size-3.5 text-zinc-600" />
        ),
      )}
    </span>
  );
}
