import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { useRequireLogin } from '../../../lib/auth/use-require-login';
import { useFavorite } from '../api/use-beat-actions';
import type { Beat } from '../../../lib/beat';

/** Favorite is login-gated (spec §4): a visitor logs in first and the favorite then lands. */
export function FavoriteButton({ beat, className }: { beat: Beat; className?: string }) {
  const favor = useFavorite();
  const gated = useRequireLogin();
  const toggle = gated(() => favor.mutate(beat));
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={beat._favored}
      aria-label={beat._favored ? `Remove ${beat.title} from favorites` : `Add ${beat.title} to favorites`}
      disabled={favor.isPending}
      className={clsx(
        'rounded-full p-2 transition hover:bg-white/10',
        beat._favored ? 'text-rose-400' : 'text-zinc-300 hover:text-white',
        className,
      )}
    >
      <Heart className={clsx('size-4', beat._favored && 'fill-current')} />
    </button>
  );
}
