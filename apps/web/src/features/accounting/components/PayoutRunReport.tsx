import type { PayoutRunData } from '@beatmarket/shared';
import { formatDate } from '@beatmarket/shared';
import { formatMoney } from '../money';

/** What a payout run did (decision 0090): the payout made, and every producer it left out with why. */
export function PayoutRunReport({ run }: { run: PayoutRunData }) {
  return (
    <section aria-label="Payout run" className="flex flex-col gap-2 text-sm text-zinc-300">
      <p className="text-white">
        {run.payout
          ? `Payout #${run.payout.id} made: ${formatMoney(run.payout.total)} over ${run.payout.statements} statements.`
          : 'Nothing was payable: no payout was made.'}
      </p>
      {run.held.length > 0 && (
        <ul aria-label="Held, not paid" className="flex flex-col gap-1">
          {run.held.map((h) => (
            <li key={h.payee_id} className="rounded-lg bg-amber-500/10 px-3 py-2 text-amber-100">
              Held: {h.payee_name}, {formatMoney(h.amount)}. Reason: {h.reason}
            </li>
          ))}
        </ul>
      )}
      {run.waiting.length > 0 && (
        <ul aria-label="In the refund window" className="flex flex-col gap-1">
          {run.waiting.map((w) => (
            <li key={w.statement_id} className="tabular-nums">
              Statement #{w.statement_id} ({w.payee_name}, {formatMoney(w.amount)}): payable{' '}
              {formatDate(w.payable_at, 'UTC')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
