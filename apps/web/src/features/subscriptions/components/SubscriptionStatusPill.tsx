import type { SubscriptionState } from '@beatmarket/shared';
import { clsx } from 'clsx';

const LOOK: Record<SubscriptionState, string> = {
  trialing: 'bg-sky-400/15 text-sky-200',
  active: 'bg-emerald-400/15 text-emerald-200',
  past_due: 'bg-amber-400/15 text-amber-200',
  cancelled: 'bg-zinc-700 text-zinc-200',
  ended: 'bg-red-500/15 text-red-200',
};

/** A subscription's state as a coloured pill (the label is the server's, from the shared machine). */
export function SubscriptionStatusPill({ status, label }: { status: SubscriptionState; label: string }) {
  return (
    <span className={clsx('whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold', LOOK[status])}>
      {label}
    </span>
  );
}
