import { Check, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useProfile } from '../../../lib/auth/use-profile';
import { useRequireLogin } from '../../../lib/auth/use-require-login';
import { useCart } from '../../../lib/cart';
import { useAddStoreItem } from '../api/store-cart';

/**
 * A store item's Add to cart, on its page and on the listing's cards: login-gated like a beat's; once in
 * the cart it links to checkout. `wide` fills a card's width.
 */
export function StoreAddToCart({ item, wide = false }: { item: { id: number; title: string }; wide?: boolean }) {
  // A card is narrow on a phone (two columns): one line, smaller type, less padding.
  const width = wide ? 'w-full justify-center whitespace-nowrap px-2 text-xs sm:text-sm' : 'w-fit px-4 text-sm';
  const add = useAddStoreItem();
  const requireLogin = useRequireLogin();
  const { data: profile } = useProfile();
  const cart = useCart(Boolean(profile));
  const inCart = Boolean(profile) && Boolean(cart.data?.store_items.some((i) => i.store_item_id === item.id));
  if (inCart)
    return (
      <Link
        to="/checkout"
        className={`inline-flex h-10 ${width} items-center gap-1.5 rounded-full bg-emerald-400/10 font-semibold text-emerald-200 ring-1 ring-inset ring-emerald-400/30 hover:bg-emerald-400/20`}
      >
        <Check className="size-4" aria-hidden />
        In cart: check out
      </Link>
    );
  return (
    <button
      type="button"
      onClick={requireLogin(() => add.mutate(item))}
      disabled={add.isPending}
      aria-label={`Add ${item.title} to cart`}
      className={`inline-flex h-10 ${width} items-center gap-1.5 rounded-full bg-accent-600 font-semibold text-white shadow-lg shadow-accent-900/30 hover:bg-accent-700 disabled:opacity-60`}
    >
      <ShoppingCart className="size-4" aria-hidden />
      Add to cart
    </button>
  );
}
