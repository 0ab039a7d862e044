import { formatCents, formatDate } from '@beatmarket/shared';
import { clsx } from 'clsx';
import type { Subscription } from '../api/use-subscriptions';

const KIND: Record<Subscription['charges'][number]['kind'], string> = {
  initial: 'First period',
  renewal: 'Renewal',
  proration: 'Plan change',
  refund: 'Refund',
};
const CREDIT = { earned: 'Credit from plan change', spent: 'Credit used' } as const;
const STATUS: Record<Subscription['charges'][number]['status'], [string, string]> = {
  paid: ['Paid', 'text-emerald-300'],
  pending: ['Pending', 'text-amber-200'],
  failed: ['Declined', 'text-red-300'],
};

/** A charge's amount: a renewal paid wholly from credit is $0.00, not the catalog's "Free". */
const amountText = (cents: number) =>
  cents === 0 ? '$0.00' : cents < 0 ? `−${formatCents(-cents)}` : formatCents(cents);

/**
 * Every charge of the subscription, newest first: a clear record of what was taken and when. On a phone
 * the period column gives way, so the amount stays on screen.
 */

export function ChargesTable({ charges }: { charges: Subscription['charges'] }) {
  if (!charges.length) return <p className="text-sm text-zinc-400">No charges yet.</p>;
  const rows = [...charges].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label="Charges">
        <thead className="text-xs uppercase tracking-widest text-zinc-400">
          <tr>
            <th className="py-2 pr-4 font-medium">Date</th>
            <th className="py-2 pr-4 font-medium">What</th>
            <th className="hidden py-2 pr-4 font-medium sm:table-cell">Period</th>
            <th className="py-2 pr-4 font-medium">Status</th>
            <th className="py-2 text-right font-medium">Amount</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          {rows.map((c) => (
            <tr key={c.id} className="text-zinc-200">
              <td className="py-3 pr-4 whitespace-nowrap">{formatDate(c.created_at)}</td>
              <td className="py-3 pr-4">
                {c.credit ? CREDIT[c.credit] : KIND[c.kind]}
                {c.attempt > 1 && <span className="text-zinc-400"> · try {c.attempt}</span>}
              </td>
              <td className="hidden py-3 pr-4 whitespace-nowrap text-zinc-400 sm:table-cell">
                {formatDate(c.period_start)} – {formatDate(c.period_end)}
              </td>
              <td className={clsx('py-3 pr-4', STATUS[c.status][1])}>
                {STATUS[c.status][0]}
                {c.failure_reason && <span className="block text-xs text-zinc-400">{c.failure_reason}</span>}
              </td>
              <td className="py-3 text-right font-semibold whitespace-nowrap text-white">{amountText(c.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
