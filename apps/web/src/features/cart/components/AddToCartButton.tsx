import { clsx } from 'clsx';
import { ShoppingCart } from 'lucide-react';
import { useRequireLogin } from '../../auth/hooks/use-require-login';
import type { Beat } from '../../catalog/api/types';
import { editOf } from '../api/types';
import { useCartActions } from '../api/use-cart';
import { useLicenseEditor } from '../editor/license-editor-context';

/**
 * Spec §2/§4: add to cart is login-gated and resumes after login; a sold or unavailable beat shows a
 * disabled 'Sold' or 'n/a' instead.
 */
export function AddToCartButton({ beat, compact = false, className }: { beat: Pick<Beat, 'id' | 'title' | 'sold' | 'purchasable' | 'published_at'>; compact?: boolean; className?: string }) {
  const { add } = useCartActions();
  const requireLogin = useRequireLogin();
  const editor = useLicenseEditor();
  // Spec §4: the default licence goes in at once, then the licence editor opens on that line.
  const addThenEdit = () =>
    add.mutate(
      { beatId: beat.id, announce: false },
      {
        onSuccess: (cart) => {
          const line = cart.items.find((i) => i.beat_id === beat.id);
          if (line) editor.open(editOf(line));
        },
      },
    );
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
      onClick={requireLogin(addThenEdit)}
      disabled={add.isPending}
      aria-label={`Add ${beat.title} to cart`}
      className={clsx('inline-flex items-center gap-1.5 rounded-full bg-accent-600 font-semibold text-white shadow-lg shadow-accent-900/30 hover:bg-accent-700 disabled:opacity-60', base, className)}
    >
      <ShoppingCart className={compact ? 'size-3.5' : 'size-4'} />
      {compact ? 'Add' : 'Add to cart'}
    </button>
  );
}
