import { formatCents, formatDate } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOffers } from '../api/offers';
import { OfferStatusPill } from './OfferStatusPill';

const tab = (on: boolean) =>
  clsx(
    'inline-flex h-8 items-center rounded-full px-3 text-sm font-medium',
    on ? 'bg-white/10 text-white' : 'text-zinc-400 hover:bg-white/5 hover:text-white',
  );

/** `/offers`: the offers the viewer made (`?side=made`, the default) or received on their beats, latest first. */
export function OffersPage() {
  const [params] = useSearchParams();
  const side = params.get('side') === 'received' ? 'received' : 'made';
  const list = useOffers(side);
  usePageTitle('Offers');
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-4">
      <PageHeader
        title="Offers"
        subtitle="Offers and counter-offers on beats: each thread, the amount on the table and whose turn it is."
        actions={
          <nav className="flex gap-1" aria-label="Which offers">
            <Link to="/offers" className={tab(side === 'made')} aria-current={side === 'made' ? 'page' : undefined}>
              Made
            </Link>
            <Link
              to="/offers?side=received"
              className={tab(side === 'received')}
              aria-current={side === 'received' ? 'page' : undefined}
            >
              Received
            </Link>
          </nav>
        }
      />
      {list.isLoading ? (
        <Spinner label="Loading the offers" />
      ) : list.isError ? (
        <p className="py-8 text-zinc-400">The offers could not be loaded. Please try again later.</p>
      ) : !list.data?.length ? (
        <EmptyState title={side === 'made' ? 'You have not made any offers yet.' : 'No offers received yet.'} />
      ) : (
        <ul className="divide-y divide-white/5 rounded-3xl bg-zinc-900/60 ring-1 ring-white/5" aria-label="Offers">
          {list.data.map((o) => (
            <li key={o.id}>
              <Link
                to={`/offers/${o.id}`}
                className="flex flex-col gap-2 px-5 py-4 hover:bg-white/[0.03] sm:flex-row sm:items-center sm:justify-between sm:gap-6 sm:px-6"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-white">{o.beat.title}</p>
                  <p className="truncate text-sm text-zinc-400">
                    {o.license.name} · {side === 'made' ? `to ${o.producer_name}` : `from ${o.buyer_name}`}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-3 text-sm sm:justify-end">
                  <OfferStatusPill status={o.status} />
                  {o.status === 'open' && o.actions.some((a) => a !== 'withdraw') && (
                    <span className="text-accent-300">Your turn</span>
                  )}
                  <span className="font-semibold text-white">{formatCents(o.amount)}</span>
                  {o.status === 'open' && <span className="text-zinc-400">until {formatDate(o.expires_at)}</span>}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
