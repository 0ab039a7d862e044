import { formatDate } from '@beatmarket/shared';
import { ArrowRightLeft } from 'lucide-react';
import { Button } from '../../../components/Button';
import { useConfirm } from '../../../components/dialogs/context';
import { useChangePlan, usePlans, type Plan, type Subscription } from '../api/use-subscriptions';
import { changePreview } from './change-preview';
import { pricePer } from './plan-text';

/** The other published plans; switching shows what is charged now (prorated to the cent) before it is made. */
export function ChangePlan({ sub }: { sub: Subscription }) {
  const plans = usePlans();
  const change = useChangePlan(sub.id);
  const confirm = useConfirm();
  // The server changes only to a published plan billed at the same interval.
  const others = (plans.data ?? []).filter((p) => p.id !== sub.plan.id && p.published && p.interval === sub.interval);
  const canChange = sub.status === 'active' || sub.status === 'trialing';
  if (!others.length) return null;
  const switchTo = async (plan: Plan) => {
    const ok = await confirm({
      title: `Switch to ${plan.name}?`,
      message: `${changePreview(sub, plan)} From ${formatDate(sub.current_period_end)}: ${pricePer(plan.price, plan.interval)}.`,
      confirmLabel: `Switch to ${plan.name}`,
    });
    if (ok) change.mutate({ subscribable_id: plan.id });
  };
  return (
    <section className="rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-white/5" aria-label="Change plan">
      <h2 className="flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-zinc-400">
        <ArrowRightLeft className="size-4" aria-hidden /> Change plan
      </h2>
      <ul className="mt-4 divide-y divide-white/5">
        {others.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-semibold text-white">{p.name}</p>
              <p className="text-sm text-zinc-400">
                {pricePer(p.price, p.interval)}
                {p.grants[0] ? ` · ${p.grants[0]}` : ''}
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void switchTo(p)}
              busy={change.isPending && change.variables?.subscribable_id === p.id}
              disabled={!canChange}
            >
              Switch
            </Button>
          </li>
        ))}
      </ul>
      {!canChange && (
        <p className="mt-2 text-xs text-zinc-400">
          {sub.status === 'past_due' ? 'Update your card to switch plans.' : 'Resume your membership to switch plans.'}
        </p>
      )}
    </section>
  );
}
