import { formatCents, formatDateTime, type OfferEventView, type OfferView } from '@beatmarket/shared';

const WHAT: Record<OfferEventView['kind'], string> = {
  offer: 'made an offer',
  counter: 'countered',
  accept: 'accepted',
  decline: 'declined',
  withdraw: 'walked away',
  paid: 'Paid through the checkout link',
  unpaid: 'The payment did not go through: the checkout link can be used again',
  lost: 'Lost: the exclusive was sold to someone else first',
  refunded: 'Refunded: the payment was given back, and this offer is closed. Make a new offer to buy again',
};

/** The offer's steps, oldest first: who, what, the amount put on the table and the message. */
export function OfferThread({ offer }: { offer: OfferView }) {
  const who = (e: OfferEventView) =>
    e.by === 'system' ? '' : e.by === offer.side ? 'You' : e.by === 'buyer' ? offer.buyer_name : offer.producer_name;
  return (
    <ol className="flex flex-col gap-3" aria-label="Thread">
      {(offer.events ?? []).map((e) => (
        <li key={e.id} className="rounded-2xl bg-zinc-900/60 px-4 py-3 ring-1 ring-white/5">
          <p className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <span className="text-zinc-200">
              <span className="font-semibold text-white">{who(e)}</span> {WHAT[e.kind]}
              {e.amount !== null && <span className="font-semibold text-white"> {formatCents(e.amount)}</span>}
            </span>
            <time className="text-xs text-zinc-500" dateTime={e.created_at}>
              {formatDateTime(e.created_at)}
            </time>
          </p>
          {e.message && <p className="mt-1 whitespace-pre-wrap text-sm text-zinc-300">{e.message}</p>}
        </li>
      ))}
    </ol>
  );
}
