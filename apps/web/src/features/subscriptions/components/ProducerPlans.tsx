import { useQuery } from '@tanstack/react-query';
import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { get } from '../../../lib/api';
import type { Plan } from '../api/use-subscriptions';
import { PlanGrants } from './PlanGrants';
import { pricePer } from './plan-text';

/** A producer's published plans (at most 10: the server's smallest page). */
function useProducerPlans(producerId: number) {
  return useQuery({
    queryKey: ['subscribable', 'producer', producerId],
    queryFn: () =>
      get<Plan[]>('/subscribable/records', {
        per_page: 10,
        // A producer visiting their own page would also get their drafts: buyers' view only.
        filter: JSON.stringify({ producer_id: producerId, published: true }),
      }),
  });
}

/**
 * planGrants (shared) lists what a plan grants first (beats a period under which licence, whose beats),
 * then its terms; the card shows those terms as its price and trial, the subscribe page in full.
 */
const GRANTED = 2;

/**
 * The producer page's memberships (issue 19): one compact card per published plan over the producer's
 * beats, in the words the subscribe page uses, with Join. Nothing while there is none.
 */
export function ProducerPlans({ producerId }: { producerId: number }) {
  const plans = useProducerPlans(producerId).data ?? [];
  if (plans.length === 0) return null;
  return (
    <section aria-label="Memberships" className="mb-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {plans.map((p) => (
        <article
          key={p.id}
          aria-label={`${p.name} membership`}
          className="flex flex-col gap-3 rounded-2xl bg-zinc-900/60 p-4 ring-1 ring-accent-400/20"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-widest text-accent-300">
                <Crown className="size-3.5" aria-hidden />
                Membership
              </p>
              <h2 className="mt-0.5 break-words text-lg font-bold text-white">{p.name}</h2>
            </div>
            <p className="shrink-0 text-right font-bold tabular-nums text-white">{pricePer(p.price, p.interval)}</p>
          </div>
          <PlanGrants grants={p.grants.slice(0, GRANTED)} label={`What ${p.name} includes`} compact />
          <div className="mt-auto flex items-center justify-between gap-3">
            <span className="text-sm text-zinc-400">
              {p.trial_available ? `${p.trial_days}-day free trial` : 'Cancel any time'}
            </span>
            <Link
              to={`/subscribe/${p.id}`}
              aria-label={`Join ${p.name}`}
              className="inline-flex h-9 items-center rounded-full bg-accent-600 px-4 text-sm font-semibold text-white hover:bg-accent-700"
            >
              Join
            </Link>
          </div>
        </article>
      ))}
    </section>
  );
}

// app/slots.tsx loads it lazily by its default export (the fewest bytes in the app's first script).
export default ProducerPlans;
