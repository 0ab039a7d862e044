import { Check, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useProfile } from '../../../lib/auth/use-profile';
import { useRequireLogin } from '../../../lib/auth/use-require-login';
import { useCart } from '../../../lib/cart';
import { useAddStoreItem } from '../api/store-cart';

/** A store item's Add to cart: login-gated like a beat's; once in the cart it links to checkout. */
export function StoreAddToCart({ item }: { item: { id: number; title: string } }) {
  const add = useAddStoreItem();
  const requireLogin = useRequireLogin();
  const { data: profile } = useProfile();
  const cart = useCart(Boolean(profile));
  const inCart = Boolean(profile) && Boolean(cart.data?.store_items.some((i) => i.store_item_id === item.id));
  if (inCart)
    return (
      <Link
        to="/checkout"
        className="inline-flex h-10 w-fit items-center gap-1.5 rounded-full bg-emerald-400/10 px-4 text-sm font-semibold text-emerald-200 ring-1 ring-inset ring-emerald-400/30 hover:bg-emerald-400/20"
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
      className="inline-flex h-10 w-fit items-center gap-1.5 rounded-full bg-accent-600 px-4 text-sm font-semibold text-white shadow-lg shadow-accent-900/30 hover:bg-accent-700 disabled:opacity-60"
    >
      <ShoppingCart className="size-4" aria-hidden />
      Add to cart
    </button>
  );
}
