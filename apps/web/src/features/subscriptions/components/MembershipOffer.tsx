import { formatDate, type BeatData } from '@beatmarket/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Crown, Download } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { get } from '../../../lib/api';
import { useClaim, usePlans, type Claim } from '../api/use-subscriptions';
import { priceShort } from './plan-text';

/** The beat view's offer to a subscriber whose live plan covers the beat (null for everyone else). */
export interface PlanOffer {
  subscription_id: number;
  plan_name: string;
  license_id: number;
  left: number;
  total?: number;
  resets_at?: string;
  /** The order holding the beat when it was claimed this period already (getting it again uses nothing). */
  order_id?: number | null;
}
type BeatWithOffer = BeatData & { plan_offer?: PlanOffer | null };

const box = 'flex flex-col gap-3 rounded-2xl p-4 ring-1 sm:flex-row sm:items-center sm:justify-between';

/**
 * The licence picker's inner-circle option: 'Included in your membership — N left' with Get it for a
 * subscriber whose plan covers the beat; for anyone else an invitation to a plan that would.
 */
export function MembershipOffer({ beatId, onClaimed }: { beatId: number; onClaimed?(orderId: number): void }) {
  // The beat page's own query (same key): the offer is the viewer's, read fresh when the picker opens.
  const beat = useQuery({
    queryKey: ['beat', 'id', String(beatId)],
    queryFn: () => get<BeatWithOffer>(`/beat/${beatId}`),
    staleTime: 0,
  });
  if (!beat.data) return null;
  const offer = beat.data.plan_offer;
  return offer ? (
    <Included offer={offer} beatId={beatId} onClaimed={onClaimed} />
  ) : (
    <Invitation producerId={beat.data.producer_id} />
  );
}

function Included({ offer, beatId, onClaimed }: { offer: PlanOffer; beatId: number; onClaimed?(id: number): void }) {
  const claim = useClaim(offer.subscription_id);
  const claimed: Claim | undefined = claim.data;
  const done = claimed ?? (offer.order_id ? { order_id: offer.order_id, allowance: { left: offer.left } } : undefined);
  const usedUp = !done && offer.left <= 0;
  return (
    <section className={`${box} bg-accent-500/10 ring-accent-400/30`} aria-label="Your membership">
      <div className="min-w-0">
        <p className="flex items-center gap-2 font-semibold text-white">
          <Crown className="size-4 shrink-0 text-amber-300" aria-hidden />
          Included in your membership — {done ? done.allowance.left : offer.left} left
        </p>
        <p className="mt-0.5 text-sm text-zinc-300">
          {done
            ? 'It is yours: the files and the licence PDF are on the order page.'
            : usedUp
              ? `You have used all your beats this period${offer.resets_at ? `; more from ${formatDate(offer.resets_at)}` : ''}.`
              : `${offer.plan_name}: get this beat now, no checkout, nothing charged.`}
        </p>
        {claim.error && (
          <p role="alert" className="mt-1 text-sm text-red-300">
            {claim.error.message}
          </p>
        )}
      </div>
      {done ? (
        <Link
          to={`/order/${done.order_id}`}
          className="inline-flex h-10 shrink-0 items-center gap-2 self-start rounded-full bg-accent-600 px-4 text-sm font-semibold text-white hover:bg-accent-700 sm:self-auto"
        >
          Open your order <ArrowRight className="size-4" aria-hidden />
        </Link>
      ) : usedUp ? null : (
        <Button
          className="shrink-0 self-start sm:self-auto"
          busy={claim.isPending}
          onClick={() => claim.mutate(beatId, { onSuccess: (r) => onClaimed?.(r.order_id) })}
        >
          <Download className="size-4" aria-hidden /> Get it
        </Button>
      )}
    </section>
  );
}

/** A published plan covering the beat (the whole store, or its producer's own), offered instead of a price. */
function Invitation({ producerId }: { producerId: number }) {
  const plans = usePlans();
  const plan = plans.data?.find((p) => p.published && (!p.producer || p.producer.id === producerId));
  if (!plan) return null;
  return (
    <section className={`${box} bg-zinc-950/40 ring-white/10`} aria-label="Membership">
      <div className="min-w-0">
        <p className="flex items-center gap-2 font-semibold text-white">
          <Crown className="size-4 shrink-0 text-amber-300" aria-hidden />
          {plan.name} members get this beat included
        </p>
        <p className="mt-0.5 text-sm text-zinc-300">{plan.grants[0] ?? plan.description}</p>
      </div>
      <Link
        to={`/subscribe/${plan.id}`}
        className="inline-flex h-10 shrink-0 items-center gap-2 self-start rounded-full bg-zinc-800 px-4 text-sm font-semibold text-zinc-100 ring-1 ring-inset ring-white/10 hover:bg-zinc-700 sm:self-auto"
      >
        Join · {priceShort(plan.price, plan.interval)}
      </Link>
    </section>
  );
}

// app/slots.tsx loads it lazily by its default export (the fewest bytes in the app's first script).
export default MembershipOffer;
