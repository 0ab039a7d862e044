import { formatCents, formatDate } from '@beatmarket/shared';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOffer } from '../api/offers';
import { OfferActions } from './OfferActions';
import { OfferStatusPill } from './OfferStatusPill';
import { OfferThread } from './OfferThread';

/** `/offers/{id}` (the link of the offer mails): the amount, the state, whose turn, the thread and the next steps. */
export function OfferPage() {
  const id = Number(useParams().id);
  const offer = useOffer(id);
  usePageTitle(offer.data ? `Offer: ${offer.data.beat.title}` : 'Offer');
  if (!Number.isInteger(id) || (offer.error instanceof ApiError && offer.error.status === 404)) return <NotFoundPage />;
  if (offer.isLoading) return <Spinner label="Loading the offer" />;
  if (!offer.data) return <p className="py-8 text-zinc-400">This offer could not be loaded. Please try again later.</p>;
  const o = offer.data;
  const turn =
    o.status !== 'open'
      ? null
      : o.side === 'admin'
        ? `${o.turn === 'buyer' ? 'The buyer' : 'The producer'} answers next.`
        : o.turn === o.side
          ? 'Your turn.'
          : `Waiting for the ${o.turn}.`;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeader
        title={`Offer: ${o.beat.title}`}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <OfferStatusPill status={o.status} />
            <span>
              {o.license.name} · {o.buyer_name} → {o.producer_name}
            </span>
          </span>
        }
        actions={
          <Link
            to={o.side === 'producer' ? '/offers?side=received' : '/offers'}
            className="text-sm text-accent-300 hover:underline"
          >
            All offers
          </Link>
        }
      />
      <section className="flex flex-wrap items-baseline gap-x-6 gap-y-1 rounded-3xl bg-zinc-900/60 p-5 ring-1 ring-white/5 sm:p-6">
        <p className="text-3xl font-black text-white">{formatCents(o.amount)}</p>
        {turn && <p className="text-zinc-200">{turn}</p>}
        {o.status === 'open' && <p className="text-sm text-zinc-400">Expires on {formatDate(o.expires_at)}</p>}
        {o.status === 'paid' && o.order_id !== null && (
          <Link to={`/order/${o.order_id}`} className="text-sm text-accent-300 hover:underline">
            Open the order
          </Link>
        )}
        <Link to={`/beats/${o.beat.slug}`} className="text-sm text-accent-300 hover:underline">
          Beat page
        </Link>
      </section>
      <OfferActions offer={o} />
      <OfferThread offer={o} />
    </div>
  );
}
