import type { ComponentType } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { Price } from '../../../components/Price';
import type { StoreCartLineView } from '@beatmarket/shared';
import { useCart, type CartCoupon, type CartLine } from '../../../lib/cart';
import { CheckoutChannels, useCheckoutChannels } from './CheckoutChannels';
import { CheckoutPanel } from './CheckoutPanel';
import { ServiceLineRow } from './ServiceLineRow';

/** The cart's own pieces, which app/ passes in: a line with its licence editor, the coupons and promo code. */
interface CartSlots {
  CartLineRow: ComponentType<{ line: CartLine }>;
  StoreLineRow: ComponentType<{ line: StoreCartLineView }>;
  CouponsPanel: ComponentType<{ coupons: CartCoupon[] }>;
}

/** /checkout: the cart line by line with its licences and add-ons, and the totals in exact cents. */
export function CheckoutPage({ CartLineRow, StoreLineRow, CouponsPanel }: CartSlots) {
  const cart = useCart();
  const items = cart.data?.items ?? [];
  const channels = useCheckoutChannels(items);
  if (cart.isLoading) return <CheckoutLoading />;
  const storeItems = cart.data?.store_items ?? [];
  const serviceItems = cart.data?.service_items ?? [];
  const empty = items.length + storeItems.length + serviceItems.length === 0;
  return (
    <div className="grid gap-8 desk:grid-cols-[1fr_380px]">
      {/* min-w-0: a grid item otherwise grows to its longest unbroken line (a long title on a phone). */}
      <section className="min-w-0">
        <PageHeader title="Checkout" />
        {empty ? (
          <EmptyState title="Your cart is empty." />
        ) : (
          <ul className="space-y-3" aria-label="Cart">
            {items.map((line) => (
              <CartLineRow key={line.beat_id} line={line} />
            ))}
            {storeItems.map((line) => (
              <StoreLineRow key={`store-${line.store_item_id}`} line={line} />
            ))}
            {serviceItems.map((line) => (
              <ServiceLineRow key={`service-${line.milestone_id}`} line={line} />
            ))}
          </ul>
        )}
        <CheckoutChannels state={channels} />
      </section>
      {!empty && cart.data && (
        <aside className="h-fit min-w-0 rounded-2xl bg-zinc-900/70 p-5 ring-1 ring-white/5" aria-label="Totals">
          <CouponsPanel coupons={cart.data.coupons} />
          <dl className="mt-5 space-y-2 border-t border-white/10 pt-5 text-sm">
            <div className="flex justify-between text-zinc-300">
              <dt>Subtotal</dt>
              <dd>
                <Price cents={cart.data.totals.subtotal} />
              </dd>
            </div>
            {cart.data.totals.discount > 0 && (
              <div className="flex justify-between text-emerald-300">
                <dt>Discounts</dt>
                <dd>
                  −<Price cents={cart.data.totals.discount} />
                </dd>
              </div>
            )}
            <div className="flex justify-between border-t border-white/10 pt-2 text-base font-semibold text-white">
              <dt>Total (USD)</dt>
              <dd>
                <Price cents={cart.data.totals.total} />
              </dd>
            </div>
          </dl>
          <div className="mt-6 border-t border-white/10 pt-5">
            <CheckoutPanel total={cart.data.totals.total} channels={channels} />
          </div>
        </aside>
      )}
    </div>
  );
}

/** The tab says Checkout while the cart loads too (the header, which names it, comes after). */
function CheckoutLoading() {
  usePageTitle('Checkout');
  return <Spinner label="Loading your cart" />;
}
