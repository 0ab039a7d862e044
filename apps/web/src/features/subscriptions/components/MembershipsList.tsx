import { formatCents, formatDate } from '@beatmarket/shared';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { Spinner } from '../../../components/Spinner';
import { useMySubscriptions, type Subscription } from '../api/use-subscriptions';
import { priceShort } from './plan-text';
import { SubscriptionStatusPill } from './SubscriptionStatusPill';

/** 'Next charge $19.99 on 12/24/2026', 'Access until 12/24/2026', 'Ended 12/24/2026'. */
function nextLine(s: Subscription): string {
  if (s.next_charge) return `Next charge ${formatCents(s.next_charge.amount)} on ${formatDate(s.next_charge.at)}`;
  const at = formatDate(s.access_until ?? s.current_period_end);
  return s.status === 'ended' ? `Ended ${at}` : `Access until ${at}`;
}

/** The profile's Memberships tab: each subscription with its state, what is left and the next charge. */
export function MembershipsList() {
  const subs = useMySubscriptions();
  if (subs.isLoading) return <Spinner label="Loading your memberships" />;
  if (subs.isError)
    return <p className="py-8 text-zinc-400">Your memberships could not be loaded. Please try again later.</p>;
  if (!subs.data?.length) return <EmptyState title="No memberships yet." />;
  return (
    <ul
      className="max-w-3xl divide-y divide-white/5 rounded-3xl bg-zinc-900/60 ring-1 ring-white/5"
      aria-label="Memberships"
    >
      {subs.data.map((s) => (
        <li key={s.id}>
          <Link
            to={`/subscription/${s.id}`}
            className="flex flex-col gap-3 px-5 py-4 hover:bg-white/[0.03] sm:flex-row sm:items-center sm:justify-between sm:gap-6 sm:px-6"
          >
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-2 font-semibold text-white">
                <span className="truncate">{s.plan.name}</span>
                <SubscriptionStatusPill status={s.status} label={s.status_label} />
              </p>
              <p className="mt-1 text-sm text-zinc-400">
                {s.status === 'ended'
                  ? priceShort(s.price, s.interval)
                  : `${s.allowance.left} of ${s.allowance.total} beats left · ${priceShort(s.price, s.interval)}`}
              </p>
            </div>
            <span className="shrink-0 text-sm text-zinc-300">{nextLine(s)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
