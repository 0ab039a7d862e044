import { formatDate } from '@beatmarket/shared';
import { PauseCircle } from 'lucide-react';
import { Spinner } from '../../../components/Spinner';
import { usePayoutBalance } from '../api/use-payout-dates';
import { formatDay, formatMoney } from '../money';

/**
 * When the producer's money can be paid (decision 0090): what is payable now, what is still in the
 * refund window with the day each part becomes payable, and a hold with the administrators' reason.
 */
export function PayoutBalance() {
  const { data, isLoading } = usePayoutBalance();
  if (isLoading) return <Spinner label="Loading your payable balance" />;
  if (!data) return null;
  return (
    <div className="flex flex-col gap-3">
      {data.hold && (
        <div
          role="status"
          className="flex gap-3 rounded-2xl bg-amber-500/10 p-4 text-amber-100 ring-1 ring-amber-400/30"
        >
          <PauseCircle className="mt-0.5 size-5 shrink-0 text-amber-300" aria-hidden />
          <div className="min-w-0">
            <p className="font-semibold">Your payouts are on hold since {formatDate(data.hold.held_at)}</p>
            <p className="mt-1 break-words text-sm">Reason: {data.hold.reason}</p>
            <p className="mt-1 text-xs text-amber-200/80">
              Your sales are still recorded; what you earn is paid once the hold is lifted.
            </p>
          </div>
        </div>
      )}
      <dl className="grid gap-3 sm:grid-cols-2" aria-label="When you are paid">
        <div className="rounded-2xl bg-zinc-900/60 p-4 ring-1 ring-white/10">
          <dt className="text-xs font-semibold uppercase tracking-wider text-zinc-400">Payable</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums text-white">{formatMoney(data.payable)}</dd>
          <dd className="text-xs text-zinc-400">
            past the {data.window_days}-day refund window, paid with the next payout
          </dd>
        </div>
        <div className="rounded-2xl bg-zinc-900/60 p-4 ring-1 ring-white/10">
          <dt className="text-xs font-semibold uppercase tracking-wider text-zinc-400">Pending</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums text-white">{formatMoney(data.pending)}</dd>
          <dd className="text-xs text-zinc-400">in the refund window</dd>
          {data.dates.length > 0 && (
            <dd>
              <ul aria-label="Pending by date" className="mt-2 flex flex-col gap-1 text-sm">
                {data.dates.map((d) => (
                  <li key={d.date} className="flex justify-between gap-3 tabular-nums text-zinc-300">
                    <span>payable {formatDay(d.date)}</span>
                    <span className="font-semibold text-white">{formatMoney(d.amount)}</span>
                  </li>
                ))}
              </ul>
            </dd>
          )}
        </div>
      </dl>
    </div>
  );
}
