import { formatCents, formatDate } from '@beatmarket/shared';
import { CalendarClock, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/Button';
import { useConfirm } from '../../../components/dialogs/context';
import { useSubscriptionAction, type Subscription } from '../api/use-subscriptions';

/** The next charge (date and amount), or the date access ends; cancel in one click, resume before the end. */
export function BillingCard({ sub }: { sub: Subscription }) {
  const action = useSubscriptionAction(sub.id);
  const confirm = useConfirm();
  const endsAt = sub.access_until ?? sub.current_period_end;
  const cancel = async () => {
    const ok = await confirm({
      title: `Cancel ${sub.plan.name}?`,
      message: `Nothing more will be charged. Access until ${formatDate(endsAt)}: you can still get beats until then, and resume before that date.`,
      confirmLabel: 'Cancel membership',
      cancelLabel: 'Keep it',
      danger: true,
    });
    if (ok) action.mutate('cancel');
  };
  const ended = sub.status === 'ended';
  return (
    <section className="flex flex-col gap-4 rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-white/5" aria-label="Billing">
      <h2 className="flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-zinc-400">
        <CalendarClock className="size-4" aria-hidden /> {sub.next_charge ? 'Next charge' : 'Access'}
      </h2>
      {sub.next_charge ? (
        <p>
          <span className="block text-2xl font-bold text-white">{formatCents(sub.next_charge.amount)}</span>
          <span className="text-zinc-300">on {formatDate(sub.next_charge.at)}</span>
          {sub.status === 'trialing' && sub.trial_end && (
            <span className="block text-sm text-zinc-400">Free trial until {formatDate(sub.trial_end)}</span>
          )}
        </p>
      ) : (
        <p className="text-2xl font-bold text-white">
          {ended ? `Ended ${formatDate(endsAt)}` : `Access until ${formatDate(endsAt)}`}
        </p>
      )}
      {sub.status === 'cancelled' && (
        <p className="text-sm text-zinc-300">Cancelled: nothing more will be charged. Changed your mind?</p>
      )}
      {!ended && sub.provider !== 'builtin' && (
        <p className="text-sm text-zinc-400">
          Chargebee bills this membership: cancel or resume it with “Manage billing on Chargebee”.
        </p>
      )}
      {!ended && sub.provider === 'builtin' && (
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {sub.status === 'cancelled' ? (
            <Button onClick={() => action.mutate('resume')} busy={action.isPending}>
              <RotateCcw className="size-4" aria-hidden /> Resume membership
            </Button>
          ) : (
            <Button variant="secondary" onClick={cancel} busy={action.isPending}>
              Cancel membership
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
