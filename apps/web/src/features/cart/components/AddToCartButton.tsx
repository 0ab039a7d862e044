import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Check, ShoppingCart } from 'lucide-react';
import { notifyError } from '../../../lib/notify';
import { useProfile } from '../../../lib/auth/use-profile';
import { useRequireLogin } from '../../../lib/auth/use-require-login';
import type { Beat } from '../../../lib/beat';
import { editOf } from '../api/types';
import { cartQuery, useCart } from '../../../lib/cart';
import { useAddToCart } from '../api/use-cart';
import { useLicenseEditor } from '../editor/license-editor-context';

/**
 * Spec §2/§4: add to cart is login-gated and resumes after login; a sold or unavailable beat shows a
 * disabled 'Sold' or 'n/a' instead. The same button on beat cards, beat pages and the player bar.
 */
export function AddToCartButton({
  beat,
  compact = false,
  className,
}: {
  beat: Pick<Beat, 'id' | 'title' | 'sold' | 'purchasable' | 'published_at'>;
  compact?: boolean;
  className?: string;
}) {
  const add = useAddToCart();
  const requireLogin = useRequireLogin();
  const editor = useLicenseEditor();
  const qc = useQueryClient();
  const { data: profile } = useProfile();
  const cart = useCart(Boolean(profile));
  const inCart = Boolean(profile) && Boolean(cart.data?.items.some((i) => i.beat_id === beat.id));

  // Spec §4: the default licence goes in at once, then the licence editor opens on that line. A beat
  // already in the cart opens the editor on its own line instead: an upsert would reset the buyer's
  // licence and add-ons to the default. The cart is read first (the click may come right after login).
  const addOrEdit = () => {
    qc.ensureQueryData(cartQuery).then((current) => {
      const line = current?.items.find((i) => i.beat_id === beat.id);
      if (line) return editor.open(editOf(line));
      add.mutate(
        { beatId: beat.id, announce: false },
        {
          onSuccess: (next) => {
            const added = next.items.find((i) => i.beat_id === beat.id);
            if (added) editor.open(editOf(added));
          },
        },
      );
    }, notifyError);
  };
  const base = compact ? 'h-8 px-3 text-xs' : 'h-10 px-4 text-sm';
  const icon = compact ? 'size-3.5' : 'size-4';
  if (!beat.purchasable || !beat.published_at) {
    return (
      <button
        type="button"
        disabled
        className={clsx(
          'inline-flex items-center rounded-full bg-zinc-800 font-semibold text-zinc-400',
          base,
          className,
        )}
      >
        {beat.sold ? 'Sold' : 'n/a'}
      </button>
    );
  }
  if (inCart) {
    return (
      <button
        type="button"
        onClick={addOrEdit}
        aria-label={`${beat.title} is in your cart: change licence`}
        className={clsx(
          'inline-flex items-center gap-1.5 rounded-full bg-emerald-400/10 font-semibold text-emerald-200 ring-1 ring-inset ring-emerald-400/30 hover:bg-emerald-400/20',
          base,
          className,
        )}
      >
        <Check className={icon} aria-hidden />
        In cart
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={requireLogin(addOrEdit)}
      disabled={add.isPending}
      aria-label={`Add ${beat.title} to cart`}
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full bg-accent-600 font-semibold text-white shadow-lg shadow-accent-900/30 hover:bg-accent-700 disabled:opacity-60',
        base,
        className,
      )}
    >
      <ShoppingCart className={icon} aria-hidden />
      {compact ? 'Add' : 'Add to cart'}
    </button>
  );
}
