import { formatDate } from '@beatmarket/shared';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { notifySuccess } from '../../../lib/notify';
import { usePayoutHolds, useReleaseHold } from '../api/use-payout-dates';
import { useAccountingReport } from '../api/use-report';
import { HoldPayoutsDialog } from './HoldPayoutsDialog';

/** The payouts screen's held producers, each with its reason and a release, and the way to hold one. */
export function PayoutHolds() {
  const holds = usePayoutHolds();
  const producers = useAccountingReport('producer-balances');
  const release = useReleaseHold();
  const [open, setOpen] = useState(false);
  const list = holds.data ?? [];
  return (
    <section aria-labelledby="holds-title" className="rounded-2xl bg-zinc-900/60 p-4 ring-1 ring-white/10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="holds-title" className="text-base font-semibold text-white">
          Held payouts
        </h2>
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
          Hold payouts
        </Button>
      </div>
      {holds.isLoading ? (
        <Spinner label="Loading holds" />
      ) : list.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-400">No producer’s payouts are held.</p>
      ) : (
        <ul aria-label="Held producers" className="mt-2 divide-y divide-white/5">
          {list.map((h) => (
            <li key={h.id} className="flex flex-wrap items-start gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-white">{h.payee_name}</p>
                <p className="break-words text-sm text-zinc-300">{h.reason}</p>
                <p className="text-xs text-zinc-400">
                  Held {formatDate(h.held_at)} by {h.held_by_name}
                </p>
              </div>
              <Button
                size="sm"
                variant="ghost"
                busy={release.isPending && release.variables === h.payee_id}
                aria-label={`Release ${h.payee_name}’s payouts`}
                onClick={() =>
                  release.mutate(h.payee_id, {
                    onSuccess: () => notifySuccess('Hold released', `${h.payee_name} was mailed.`),
                  })
                }
              >
                Release
              </Button>
            </li>
          ))}
        </ul>
      )}
      <HoldPayoutsDialog open={open} onOpenChange={setOpen} producers={producers.data ?? []} />
    </section>
  );
}
