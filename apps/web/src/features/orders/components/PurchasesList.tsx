import { formatCents, formatDate } from '@beatmarket/shared';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { Spinner } from '../../../components/Spinner';
import type { OrderPageState, PurchaseSummary } from '../../../lib/orders';
import { useMyOrders } from '../api/use-orders';
import { OrderStatusPill } from './OrderStatusPill';

const licenseOf = (i: PurchaseSummary['items'][number]) =>
  [i.license, i.trackouts, i.bundle].filter(Boolean).join(' + ');
/** 'Cold Rain', 'Cold Rain and Night Drive', 'Cold Rain, Night Drive and 2 more'. */
function titlesOf(items: PurchaseSummary['items']): string {
  const names = items.map((i) => i.beat_title);
  if (names.length <= 2) return names.join(' and ') || 'No beats';
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}

/** The buyer's orders, newest first: what each licensed, its total, date and state; each opens its page. */
export function PurchasesList() {
  const orders = useMyOrders();
  if (orders.isLoading) return <Spinner label="Loading your purchases" />;
  if (orders.isError)
    return <p className="py-8 text-zinc-400">Your purchases could not be loaded. Please try again later.</p>;
  if (!orders.data?.length) return <EmptyState title="No purchases yet." />;
  // Opened from here, the order page is a plain record, not the thank-you of a fresh purchase.
  const state: OrderPageState = { from: 'purchases' };
  return (
    <ul
      className="max-w-3xl divide-y divide-white/5 rounded-3xl bg-zinc-900/60 ring-1 ring-white/5"
      aria-label="Purchases"
    >
      {orders.data.map((o) => (
        <li key={o.id}>
          <Link
            to={`/order/${o.id}`}
            state={state}
            className="flex flex-col gap-3 px-5 py-4 hover:bg-white/[0.03] sm:flex-row sm:items-center sm:justify-between sm:gap-6 sm:px-6"
          >
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-white">{titlesOf(o.items)}</p>
              <ul className="mt-1 space-y-0.5 text-sm text-zinc-400">
                {o.items.map((i) => (
                  <li key={`${i.beat_id}-${i.beat_title}`} className="truncate">
                    {/* One beat is named in the headline already: its line gives the licence alone. */}
                    {o.items.length > 1 && (
                      <>
                        <span className="text-zinc-300">{i.beat_title}</span> ·{' '}
                      </>
                    )}
                    {licenseOf(i)}
                  </li>
                ))}
              </ul>
            </div>
            <div className="flex shrink-0 items-center justify-between gap-4 sm:flex-col sm:items-end sm:gap-1">
              <span className="text-lg font-semibold text-white">{formatCents(o.total)}</span>
              <span className="flex items-center gap-2 text-sm text-zinc-400">
                <span>
                  Order {o.id} · {formatDate(o.created_at)}
                </span>
                <OrderStatusPill status={o.status} />
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
