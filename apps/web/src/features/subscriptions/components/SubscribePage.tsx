import { formatCents } from '@beatmarket/shared';
import { ArrowRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMySubscriptions, usePlan, useSubscribe, type Plan } from '../api/use-subscriptions';
import type { PayFormSlot } from './pay-form-slot';
import { PlanSummary } from './PlanSummary';
import { priceShort } from './plan-text';

/** /subscribe/{id}: the plan and what it grants, then checkout's address and card; success opens the membership. */
export function SubscribePage({ PayForm }: { PayForm: PayFormSlot }) {
  const { id = '' } = useParams();
  const plan = usePlan(id);
  if (plan.isLoading) return <Loading title="Subscribe" />;
  if (!plan.data || !plan.data.published)
    return (
      <p className="py-16 text-center text-zinc-400">
        <TabTitle title="Subscribe" />
        This plan is not available.{' '}
        <Link to="/" className="text-accent-300 hover:underline">
          Browse beats
        </Link>
      </p>
    );
  return <Subscribe plan={plan.data} PayForm={PayForm} />;
}

function Subscribe({ plan, PayForm }: { plan: Plan; PayForm: PayFormSlot }) {
  const subscribe = useSubscribe(plan.id);
  const mine = useMySubscriptions();
  const current = mine.data?.find((s) => s.plan.id === plan.id && s.status !== 'ended');
  return (
    <div className="grid gap-8 desk:grid-cols-[1fr_380px]">
      <section className="min-w-0">
        <PageHeader
          title={`Join ${plan.name}`}
          subtitle="A membership: new beats every period, no checkout each time."
        />
        <PlanSummary plan={plan} />
      </section>
      <aside className="h-fit min-w-0 rounded-2xl bg-zinc-900/70 p-5 ring-1 ring-white/5" aria-label="Subscribe">
        {mine.isLoading ? (
          <Spinner label="Loading" />
        ) : current ? (
          <div className="flex flex-col gap-3">
            <p className="text-zinc-200">You are already a member of {plan.name}.</p>
            <Link
              to={`/subscription/${current.id}`}
              className="inline-flex items-center gap-2 self-start font-semibold text-accent-300 hover:underline"
            >
              Open your membership <ArrowRight className="size-4" aria-hidden />
            </Link>
          </div>
        ) : (
          <>
            <dl className="mb-5 space-y-2 border-b border-white/10 pb-5 text-sm">
              <div className="flex justify-between text-zinc-300">
                <dt>{plan.name}</dt>
                <dd>{priceShort(plan.price, plan.interval)}</dd>
              </div>
              <div className="flex justify-between text-base font-semibold text-white">
                <dt>Due today (USD)</dt>
                <dd>{formatCents(plan.trial_available ? 0 : plan.price)}</dd>
              </div>
            </dl>
            <PayForm
              label={
                plan.trial_available
                  ? `Start ${plan.trial_days}-day free trial`
                  : `Subscribe · ${priceShort(plan.price, plan.interval)}`
              }
              onPay={subscribe.mutateAsync}
              busy={subscribe.isPending}
              error={subscribe.error}
            />
          </>
        )}
      </aside>
    </div>
  );
}

function TabTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

export function Loading({ title }: { title: string }) {
  return (
    <>
      <TabTitle title={title} />
      <Spinner label="Loading" />
    </>
  );
}
