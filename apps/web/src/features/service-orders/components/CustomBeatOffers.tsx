import { Spinner } from '../../../components/Spinner';
import { useServiceOffers } from '../api/service-offers';
import { RequestServiceButton } from './RequestServiceButton';
import { termsLine } from './offer-terms';

/**
 * The custom-beats page's offers (decision 0097): each producer's published offer with its terms, leading to
 * the request form; under them, a brief to any producer who has no offer (they quote).
 */
export function CustomBeatOffers() {
  const { data: offers, isLoading, isError } = useServiceOffers();
  return (
    <section
      aria-labelledby="custom-beat-offers"
      className="mx-auto mt-6 flex max-w-3xl flex-col gap-4 rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-accent-400/30 sm:p-8"
    >
      <h2 id="custom-beat-offers" className="text-lg font-bold text-white">
        Order a custom beat
      </h2>
      {isLoading ? (
        <Spinner label="Loading the offers" />
      ) : isError ? (
        <p className="text-sm text-zinc-400">The offers could not be loaded. Please try again later.</p>
      ) : (
        offers!.length > 0 && (
          <ul className="grid gap-3 sm:grid-cols-2" aria-label="Custom-beat offers">
            {offers!.map((o) => (
              <li key={o.id} className="flex flex-col gap-2 rounded-2xl bg-zinc-950/60 p-4 ring-1 ring-white/10">
                <p className="font-semibold text-white">{o.title}</p>
                <p className="text-xs text-zinc-400">by {o.seller}</p>
                {o.description && <p className="text-sm text-zinc-300">{o.description}</p>}
                <p className="mt-auto text-sm font-medium text-accent-300">{termsLine(o)}</p>
                <RequestServiceButton
                  offer={{ kind: 'custom_beat', offer_id: o.id }}
                  of={o.title}
                  label={o.price === null ? 'Request a quote' : 'Order'}
                />
              </li>
            ))}
          </ul>
        )
      )}
      <p className="text-sm text-zinc-400">Or pick any producer and send your brief; they answer with a quote.</p>
      <RequestServiceButton offer={{ kind: 'custom_beat', producer_id: undefined }} label="Request a custom beat" />
    </section>
  );
}
