import {
  formatCents,
  formatDate,
  isAdmin,
  OFFER_STATUS_LABEL,
  OFFER_STATUSES,
  type OfferStatus,
} from '@beatmarket/shared';
import { clsx } from 'clsx';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { SelectField } from '../../../components/SelectField';
import { useProfile } from '../../../lib/auth/use-profile';
import { Spinner } from '../../../components/Spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOffers } from '../api/offers';
import { OfferStatusPill } from './OfferStatusPill';

const tab = (on: boolean) =>
  clsx(
    'inline-flex h-8 items-center rounded-full px-3 text-sm font-medium',
    on ? 'bg-white/10 text-white' : 'text-zinc-400 hover:bg-white/5 hover:text-white',
  );

type Side = 'made' | 'received' | 'all';
const SIDES: [Side, string][] = [
  ['made', 'Made'],
  ['received', 'Received'],
  ['all', 'All'],
];
const sideLink = (side: Side, status: OfferStatus | null) => {
  const q = new URLSearchParams();
  if (side !== 'made') q.set('side', side);
  if (status) q.set('status', status);
  const query = q.toString();
  return query ? `/offers?${query}` : '/offers';
};

/**
 * `/offers`: the offers the viewer made (`?side=made`, the default) or received on their beats, latest first;
 * administrators also read every account's (`?side=all`); `?status=` keeps one state.
 */
export function OffersPage() {
  const [params, setParams] = useSearchParams();
  const admin = isAdmin(useProfile().data?.role);
  const asked = params.get('side');
  const side: Side = asked === 'received' || (asked === 'all' && admin) ? asked : 'made';
  const status = OFFER_STATUSES.find((s) => s === params.get('status')) ?? null;
  const list = useOffers(side, status);
  usePageTitle('Offers');
  const who = (o: { buyer_name: string; producer_name: string }) =>
    side === 'made'
      ? `to ${o.producer_name}`
      : side === 'received'
        ? `from ${o.buyer_name}`
        : `${o.buyer_name} to ${o.producer_name}`;
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-4">
      <PageHeader
        title="Offers"
        subtitle="Offers and counter-offers on beats: each thread, the amount on the table and whose turn it is."
        actions={
          <nav className="flex gap-1" aria-label="Which offers">
            {SIDES.filter(([s]) => s !== 'all' || admin).map(([s, label]) => (
              <Link
                key={s}
                to={sideLink(s, status)}
                className={tab(side === s)}
                aria-current={side === s ? 'page' : undefined}
              >
                {label}
              </Link>
            ))}
          </nav>
        }
      />
      <SelectField
        label="State"
        className="max-w-xs"
        value={status ?? ''}
        onChange={(e) =>
          setParams((p) => {
            if (e.target.value) p.set('status', e.target.value);
            else p.delete('status');
            return p;
          })
        }
      >
        <option value="">Every state</option>
        {OFFER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {OFFER_STATUS_LABEL[s]}
          </option>
        ))}
      </SelectField>
      {list.isLoading ? (
        <Spinner label="Loading the offers" />
      ) : list.isError ? (
        <p className="py-8 text-zinc-400">The offers could not be loaded. Please try again later.</p>
      ) : !list.data?.length ? (
        <EmptyState
          title={
            status
              ? `No offers in the state "${OFFER_STATUS_LABEL[status]}".`
              : side === 'made'
                ? 'You have not made any offers yet.'
                : side === 'received'
                  ? 'No offers received yet.'
                  : 'No offers yet.'
          }
        />
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
                    {o.license.name} · {who(o)}
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
