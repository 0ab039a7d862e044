import { formatCents, formatDate, isAdmin, SERVICE_KIND_LABEL, type ServiceOrderSummary } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { useProfile } from '../../../lib/auth/use-profile';
import { useServiceOrders } from '../api/service-orders';
import { ServiceStatusPill } from './ServiceStatusPill';

const tab = (on: boolean) =>
  clsx(
    'inline-flex h-8 items-center rounded-full px-3 text-sm font-medium',
    on ? 'bg-white/10 text-white' : 'text-zinc-400 hover:bg-white/5 hover:text-white',
  );

const SIDE_TITLE = { bought: 'Bought', sold: 'Sold' } as const;

function OrderList({ label, orders }: { label: string; orders: ServiceOrderSummary[] }) {
  return (
    <ul className="divide-y divide-white/5 rounded-3xl bg-zinc-900/60 ring-1 ring-white/5" aria-label={label}>
      {orders.map((o) => (
        <li key={o.id}>
          <Link
            to={`/service-order/${o.id}`}
            className="flex flex-col gap-2 px-5 py-4 hover:bg-white/[0.03] sm:flex-row sm:items-center sm:justify-between sm:gap-6 sm:px-6"
          >
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-white">{o.title}</p>
              <p className="truncate text-sm text-zinc-400">
                {SERVICE_KIND_LABEL[o.kind]} · {o.buyer} → {o.seller}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-3 text-sm sm:justify-end">
              <ServiceStatusPill status={o.status} late={o.late} />
              {o.price !== null && <span className="font-semibold text-white">{formatCents(o.price)}</span>}
              {o.due_at && <span className="text-zinc-400">by {formatDate(o.due_at, 'UTC')}</span>}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/service-orders`: the viewer's service orders, those they bought and those they sold (answer), most recently
 * moved first; administrators switch to every order (`?all=1`) to step in.
 */
export function ServiceOrdersPage() {
  const [params] = useSearchParams();
  const { data: profile } = useProfile();
  const admin = isAdmin(profile?.role);
  const all = admin && params.get('all') === '1';
  const list = useServiceOrders(all);
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-4">
      <PageHeader
        title="Service orders"
        subtitle="Custom beats, mixing and mastering, artist features: each request's thread, price and state."
        actions={
          admin && (
            <nav className="flex gap-1" aria-label="Which service orders">
              <Link to="/service-orders" className={tab(!all)} aria-current={all ? undefined : 'page'}>
                Mine
              </Link>
              <Link to="/service-orders?all=1" className={tab(all)} aria-current={all ? 'page' : undefined}>
                All
              </Link>
            </nav>
          )
        }
      />
      {list.isLoading ? (
        <Spinner label="Loading the service orders" />
      ) : list.isError ? (
        <p className="py-8 text-zinc-400">The service orders could not be loaded. Please try again later.</p>
      ) : !list.data?.length ? (
        <EmptyState title="No service orders yet." />
      ) : all ? (
        <OrderList label="Service orders" orders={list.data} />
      ) : (
        // The viewer's own, split by side (decision 0097): what they bought, then what they sell.
        (['bought', 'sold'] as const).map((side) => {
          const mine = list.data.filter((o) => o.side === side);
          return (
            mine.length > 0 && (
              <div key={side} className="flex flex-col gap-3">
                <h2 className="text-lg font-semibold text-white">{SIDE_TITLE[side]}</h2>
                <OrderList label={SIDE_TITLE[side]} orders={mine} />
              </div>
            )
          );
        })
      )}
    </section>
  );
}
