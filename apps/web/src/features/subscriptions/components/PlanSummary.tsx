import { Sparkles } from 'lucide-react';
import type { Plan } from '../api/use-subscriptions';
import { PlanGrants } from './PlanGrants';
import { pricePer } from './plan-text';

/** A plan as a buyer weighs it: name, whose catalogue, price, trial and what it grants, in sentences. */
export function PlanSummary({ plan }: { plan: Plan }) {
  return (
    <article className="rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-white/5 sm:p-8" aria-label={`${plan.name} plan`}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-widest text-accent-300">
            {plan.producer ? `${plan.producer.name}'s membership` : 'Whole-store membership'}
          </p>
          <h2 className="mt-1 text-2xl font-extrabold tracking-tight text-white">{plan.name}</h2>
        </div>
        <p className="sm:text-right">
          <span className="block text-3xl font-extrabold text-white">{pricePer(plan.price, plan.interval)}</span>
          <span className="text-sm text-zinc-400">{plan.interval === 'year' ? 'billed yearly' : 'billed monthly'}</span>
        </p>
      </div>
      {plan.description && <p className="mt-4 leading-relaxed text-zinc-300">{plan.description}</p>}
      <PlanGrants grants={plan.grants} label="What the plan includes" />
      {plan.trial_available && (
        <p className="mt-6 flex items-center gap-2 rounded-2xl bg-accent-500/10 px-4 py-3 text-sm text-zinc-100 ring-1 ring-accent-400/20">
          <Sparkles className="size-4 shrink-0 text-accent-300" aria-hidden />
          {plan.trial_days}-day free trial: your card is saved now and first charged when the trial ends.
        </p>
      )}
      <p className="mt-6 text-sm text-zinc-400">
        Renews every {plan.interval} until you cancel. Cancel in one click from your membership page; you keep access to
        the end of the period you paid for.
      </p>
    </article>
  );
}
