import { RATING_MAX, RATING_STEP } from '@beatmarket/shared';
import { Star } from 'lucide-react';
import { useRequireLogin } from '../../../lib/auth/use-require-login';
import { useRate } from '../api/use-beat-actions';
import type { Beat } from '../../../lib/beat';

/** Star rating input: 0-5 in steps of 0.5 (spec §5); rating needs a login and then resumes. */
export function RatingInput({ beat }: { beat: Beat }) {
  const rate = useRate();
  const gated = useRequireLogin();
  const values = Array.from({ length: RATING_MAX / RATING_STEP }, (_, i) => (i + 1) * RATING_STEP);
  const current = beat._rating ?? 0;
  return (
    <div role="radiogroup" aria-label="Your rating" className="flex items-center">
      {values.map((v) => (
        <button
          key={v}
          type="button"
          role="radio"
          aria-checked={current === v}
          aria-label={`Rate ${v} of ${RATING_MAX}`}
          onClick={gated(() => rate.mutate({ beat, value: v }))}
          className={`relative h-6 w-3 overflow-hidden ${v % 1 ? '' : '-ml-px'}`}
        >
          <Star
            className={`absolute top-0 size-6 ${v % 1 ? 'left-0' : 'right-0'} ${current >= v ? 'fill-amber-300 text-amber-300' : 'text-zinc-500'}`}
          />
        </button>
      ))}
      <span className="ml-2 text-sm text-zinc-400">
        {beat._rating !== null ? `You rated ${beat._rating}` : 'Rate it'}
      </span>
    </div>
  );
}
