import { formatCents } from '@beatmarket/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { useConfirm } from '../../components/dialogs/context';
import { Spinner } from '../../components/Spinner';
import { useProfile } from '../../lib/auth/use-profile';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRecords } from '../../lib/use-records';
import { useArchivePlan, useSetTrialRule, useTrialRule, type PlanRecord } from './api';
import { PlanDialog } from './PlanDialog';

const per = { month: 'month', year: 'year' } as const;

function PlanRow({ plan, onEdit }: { plan: PlanRecord; onEdit(): void }) {
  const confirm = useConfirm();
  const withdraw = useArchivePlan(plan.id);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      {/* A line of its own on a phone, so the name and price are not squeezed beside the buttons. */}
      <span className="w-full min-w-0 sm:w-auto sm:flex-1">
        <span className="block truncate font-medium text-white">{plan.name}</span>
        <span className="block text-sm tabular-nums text-zinc-400">
          {formatCents(plan.price)} / {per[plan.interval]} · {plan.allowance} beats a {per[plan.interval]} ·{' '}
          {plan.subscribers === 1 ? '1 subscriber' : `${plan.subscribers} subscribers`}
        </span>
      </span>
      {plan.published ? (
        <span className="rounded-full bg-emerald-500/15 px-2.5 py-0.5 text-xs font-semibold text-emerald-300">
          Published
        </span>
      ) : (
        <span className="rounded-full bg-white/5 px-2.5 py-0.5 text-xs font-semibold text-zinc-400">Draft</span>
      )}
      <span className="ml-auto flex gap-1">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${plan.name}`}>
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          busy={withdraw.isPending}
          aria-label={`Withdraw ${plan.name}`}
          onClick={async () => {
            const ok = await confirm({
              title: `Withdraw ${plan.name}?`,
              message: 'Nobody new can join it. Current subscribers keep it until they cancel.',
              confirmLabel: 'Withdraw',
              danger: true,
            });
            if (!ok) return;
            try {
              await withdraw.mutateAsync(false);
              notifySuccess('Plan withdrawn', plan.name);
            } catch (err) {
              notifyError(err);
            }
          }}
        >
          Withdraw
        </Button>
      </span>
    </li>
  );
}

/** The producer's trial rule: one free trial per account across all their plans (issue 31). */
function TrialRuleToggle() {
  const rule = useTrialRule();
  const set = useSetTrialRule();
  const on = rule.data?.one_trial_across_plans ?? false;
  return (
    <label className="flex items-start gap-3 text-sm text-zinc-300">
      <input
        type="checkbox"
        className="mt-0.5 size-4 accent-accent-400"
        checked={on}
        disabled={rule.isLoading || set.isPending}
        onChange={async (e) => {
          try {
            await set.mutateAsync({ one_trial_across_plans: e.target.checked });
            notifySuccess('Saved', e.target.checked ? 'One free trial across your plans' : 'One free trial per plan');
          } catch (err) {
            notifyError(err);
          }
        }}
      />
      <span>
        One free trial per buyer across all my plans
        <span className="block text-xs text-zinc-400">
          Off: a buyer may try each of your plans once. A trial is never given twice on the same plan.
        </span>
      </span>
    </label>
  );
}

/**
 * The producer's own membership plans on the dashboard (issue 19). New plans only while administrators let
 * producers offer them (setting producer_plans, `allowNew`); once they stop, plans made before stay listed
 * (their subscribers keep them) and can still be edited or withdrawn. A plan covers the producer's own beats.
 */
export function OwnPlans({ allowNew }: { allowNew: boolean }) {
  const me = useProfile().data;
  const plans = useRecords<PlanRecord>('subscribable', {
    page: 1,
    per_page: 100,
    search: '',
    sort: 'price',
    filter: { producer_id: me?.id },
  });
  const [editing, setEditing] = useState<PlanRecord | 'new' | null>(null);
  const list = plans.data?.data ?? [];
  if (!me || (!allowNew && list.length === 0)) return null;
  return (
    <section aria-labelledby="own-plans-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="own-plans-title" className="text-xl font-bold text-white">
            Membership plans
          </h2>
          <p className="text-sm text-zinc-400">
            {allowNew
              ? 'Buyers subscribe to your beats: a price every month or year, beats under one licence.'
              : 'The store no longer takes new producer plans. Your plans keep their subscribers.'}
          </p>
        </div>
        {allowNew && (
          <Button variant="secondary" onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden />
            New plan
          </Button>
        )}
      </div>
      <TrialRuleToggle />
      <div className="rounded-2xl bg-zinc-900/60 ring-1 ring-white/10">
        {plans.isLoading ? (
          <div className="p-4">
            <Spinner label="Loading your plans" />
          </div>
        ) : list.length === 0 ? (
          <p className="p-4 text-sm text-zinc-400">
            No plans yet. Published plans show on your profile page, where buyers join them.
          </p>
        ) : (
          <ul aria-label="Your membership plans" className="divide-y divide-white/5">
            {list.map((p) => (
              <PlanRow key={p.id} plan={p} onEdit={() => setEditing(p)} />
            ))}
          </ul>
        )}
      </div>
      <PlanDialog editing={editing} owner={{ id: me.id, name: me.name }} onClose={() => setEditing(null)} />
    </section>
  );
}
