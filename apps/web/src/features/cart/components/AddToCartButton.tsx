import { clsx } from 'clsx';
import { ShoppingCart } from 'lucide-react';
import { useRequireLogin } from '../../auth/hooks/use-require-login';
import type { Beat } from '../../catalog/api/types';
import { useCartActions } from '../api/use-cart';

/**
 * Spec §2/§4: add to cart is login-gated and resumes after login; a sold or unavailable beat shows a
 * disabled 'Sold' or 'n/a' instead.
 */
export function AddToCartButton({ beat, compact = false, className }: { beat: Pick<Beat, 'id' | 'title' | 'sold' | 'purchasable' | 'published_at'>; compact?: boolean; className?: string }) {
  const { add } = useCartActions();
  const requireLogin = useRequireLogin();
  const base = compact ? 'h-8 px-3 text-xs' : 'h-10 px-4 text-sm';
  if (!beat.purchasable || !beat.published_at) {
    return (
      <button type="button" disabled className={clsx('inline-flex items-center rounded-full bg-zinc-800 font-semibold text-zinc-400', base, className)}>
        {beat.sold ? 'Sold' : 'n/a'}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={requireLogin(() => add.mutate({ beatId: beat.id }))}
      disabled={add.isPending}
      aria-label={`Add ${beat.title} to cart`}
      className={clsx('inline-flex items-center gap-1.5 rounded-full bg-accent-600 font-semibold text-white shadow-lg shadow-accent-900/30 hover:bg-accent-700 disabled:opacity-60', base, className)}
    >
      <ShoppingCart className={compact ? 'size-3.5' : 'size-4'} />
      {compact ? 'Add' : 'Add to cart'}
    </button>
  );
}
