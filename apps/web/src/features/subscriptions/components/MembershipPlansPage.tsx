import { useQuery } from '@tanstack/react-query';
import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { get } from '../../../lib/api';
import type { Plan } from '../api/use-subscriptions';
import { PlanGrants } from './PlanGrants';
import { pricePer } from './plan-text';

/** Every published plan (an administrator or a producer would also get their drafts: buyers' view only). */
function usePublishedPlans() {
  return useQuery({
    queryKey: ['subscribable', 'public'],
    queryFn: () => get<Plan[]>('/subscribable/records', { per_page: 100, filter: JSON.stringify({ published: true }) }),
  });
}

/** Monthly plans first, then by price: the cheapest way in comes first. */
const byIntervalAndPrice = (a: Plan, b: Plan) =>
  (a.interval === b.interval ? 0 : a.interval === 'month' ? -1 : 1) || a.price - b.price;

/**
 * `/membership-plans` (issue 34): the published membership plans with their prices and, in the words the
 * subscribe page uses, what each gives. The premium-membership dialog links here.
 */
export function MembershipPlansPage() {
  const { data, isLoading, isError } = usePublishedPlans();
  const plans = [...(data ?? [])].sort(byIntervalAndPrice);
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Membership plans"
        subtitle="Take a set number of beats every month or year, each under the licence the plan names."
      />
      {isLoading ? (
        <Spinner label="Loading" />
      ) : isError ? (
        <p className="text-sm text-zinc-400">The plans could not be loaded. Please try again later.</p>
      ) : plans.length === 0 ? (
        <EmptyState title="No membership plans are open right now." />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {plans.map((p) => (
            <li key={p.id}>
              <article
                aria-label={`${p.name} membership`}
                className="flex h-full flex-col gap-4 rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-accent-400/20"
              >
                <header className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-widest text-accent-300">
                      <Crown className="size-3.5" aria-hidden />
                      {p.producer ? p.producer.name : 'Whole store'}
                    </p>
                    <h2 className="mt-1 break-words text-xl font-bold text-white">{p.name}</h2>
                  </div>
                  <p className="text-lg font-bold tabular-nums text-white">{pricePer(p.price, p.interval)}</p>
                </header>
                {p.description && <p className="text-sm text-zinc-300">{p.description}</p>}
                <PlanGrants grants={p.grants} label={`What ${p.name} includes`} compact />
                <Link
                  to={`/subscribe/${p.id}`}
                  aria-label={`Join ${p.name}`}
                  className="mt-auto inline-flex h-10 items-center justify-center self-start rounded-full bg-accent-600 px-5 text-sm font-semibold text-white hover:bg-accent-700"
                >
                  Join
                </Link>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
