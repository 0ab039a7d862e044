import { formatDate } from '@beatmarket/shared';
import { Check, ExternalLink, Music } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/Button';
import { PageHeader } from '../../../components/PageHeader';
import { get } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import { useSubscription, type Subscription } from '../api/use-subscriptions';
import { AllowanceMeter } from './AllowanceMeter';
import { BillingCard } from './BillingCard';
import { ChangePlan } from './ChangePlan';
import { ChargesTable } from './ChargesTable';
import type { PayFormSlot } from './pay-form-slot';
import { PaymentMethodCard } from './PaymentMethodCard';
import { pricePer } from './plan-text';
import { Loading } from './SubscribePage';
import { SubscriptionStatusPill } from './SubscriptionStatusPill';

const card = 'rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-white/5';
const heading = 'text-sm font-semibold uppercase tracking-widest text-zinc-400';

/** /subscription/{id}: the subscriber's membership: what is left, what comes next, and every charge. */
export function SubscriptionPage({ PayForm }: { PayForm: PayFormSlot }) {
  const { id = '' } = useParams();
  const sub = useSubscription(id);
  if (sub.isLoading) return <Loading title="Membership" />;
  if (!sub.data)
    return (
      <p className="py-16 text-center text-zinc-400">
        This membership could not be loaded.{' '}
        <Link to="/profile?tab=memberships" className="text-accent-300 hover:underline">
          Your memberships
        </Link>
      </p>
    );
  return <Membership sub={sub.data} PayForm={PayForm} />;
}

function Membership({ sub, PayForm }: { sub: Subscription; PayForm: PayFormSlot }) {
  const live = sub.status !== 'ended';
  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <PageHeader
        title={sub.plan.name}
        subtitle={
          <>
            {pricePer(sub.price, sub.interval)} · member since {formatDate(sub.created_at)} ·{' '}
            <SubscriptionStatusPill status={sub.status} label={sub.status_label} />
          </>
        }
        actions={sub.provider === 'chargebee' && live ? <PortalButton id={sub.id} /> : undefined}
      />
      {sub.status === 'past_due' && (
        <p role="alert" className="rounded-2xl bg-amber-400/10 p-4 text-sm text-amber-100 ring-1 ring-amber-400/30">
          Your last renewal was declined. Update your card below: we try again at once, and your beats stay yours.
        </p>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <section className={`${card} flex flex-col gap-4`} aria-label="Allowance">
          <h2 className={heading}>This period</h2>
          <AllowanceMeter allowance={sub.allowance} interval={sub.interval} />
          <p className="text-sm text-zinc-400">
            {formatDate(sub.current_period_start)} – {formatDate(sub.current_period_end)}
            {live && ' · the count resets when the next period starts'}
          </p>
          {live && sub.allowance.left > 0 && (
            <Link
              to="/"
              className="mt-auto inline-flex h-10 items-center gap-2 self-start rounded-full bg-accent-600 px-4 text-sm font-semibold text-white hover:bg-accent-700"
            >
              <Music className="size-4" aria-hidden /> Browse beats
            </Link>
          )}
        </section>
        <BillingCard sub={sub} />
      </div>
      <section className={card} aria-label="What your plan covers">
        <h2 className={heading}>What your plan covers</h2>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {sub.plan.grants.map((g) => (
            <li key={g} className="flex gap-2 text-zinc-200">
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-400" aria-hidden />
              {g}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-zinc-400">
          Open any beat it covers and choose “Included in your membership” in the licence picker; your beats and licence
          PDFs are on their order pages, listed under{' '}
          <Link to="/profile?tab=purchases" className="text-accent-300 hover:underline">
            your purchases
          </Link>
          .
        </p>
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <PaymentMethodCard sub={sub} PayForm={PayForm} />
        {live && sub.provider === 'builtin' && <ChangePlan sub={sub} />}
      </div>
      <section className={card} aria-label="Charges history">
        <h2 className={`${heading} mb-3`}>Charges</h2>
        <ChargesTable charges={sub.charges} />
      </section>
    </section>
  );
}

/** Chargebee's customer portal (invoices, card, address), through GET /subscription/{id}/chargebee/portal. */
function PortalButton({ id }: { id: number }) {
  // The answer's redirect takes the browser to the portal (lib/api follows every `redirect`).
  const open = () => get<{ url: string }>(`/subscription/${id}/chargebee/portal`).catch(notifyError);
  return (
    <Button variant="secondary" onClick={() => void open()}>
      <ExternalLink className="size-4" aria-hidden /> Manage billing on Chargebee
    </Button>
  );
}
