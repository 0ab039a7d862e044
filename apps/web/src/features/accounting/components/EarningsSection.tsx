import type { StatementRowData } from '@beatmarket/shared';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { useProfile } from '../../../lib/auth/use-profile';
import { useRecords } from '../../../lib/use-records';
import { useAccountingReport } from '../api/use-report';
import { formatMoney, formatPeriod } from '../money';
import { PayoutBalance } from './PayoutBalance';
import { StatusPill } from './StatusPill';

// The latest ten: the server takes only the lists' page sizes (10, 25, 50, 100).
const STATEMENTS = { page: 1, per_page: 10, search: '', sort: '-id' };

/**
 * The producer's money on the dashboard: what they are owed, what is on its way and what was paid, with
 * their latest statements. Always their own, even for an administrator who also produces.
 */
export function EarningsSection() {
  const me = useProfile().data?.id ?? 0;
  const balance = useAccountingReport('producer-balances', { payee_id: me });
  const statements = useRecords<StatementRowData>('income_statement', { ...STATEMENTS, filter: { payee_id: [me] } });
  const row = balance.data?.find((b) => b.payee_id === me);
  const cards = [
    { label: 'Owed to you', value: row?.owed ?? 0, hint: 'closed statements, to be paid' },
    { label: 'On its way', value: row?.pending ?? 0, hint: 'in a payment being sent' },
    { label: 'Paid', value: row?.paid ?? 0, hint: 'sent to you so far' },
    { label: 'Since your last statement', value: row?.unstated ?? 0, hint: 'on your next statement' },
  ];
  const list = statements.data?.data ?? [];
  return (
    <section aria-labelledby="earnings-title" className="flex flex-col gap-4">
      <h2 id="earnings-title" className="text-xl font-bold text-white">
        Earnings
      </h2>
      {balance.isLoading ? (
        <Spinner label="Loading your balance" />
      ) : (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Your balance">
          {cards.map((c) => (
            <div key={c.label} className="rounded-2xl bg-zinc-900/60 p-4 ring-1 ring-white/10">
              <dt className="text-xs font-semibold uppercase tracking-wider text-zinc-400">{c.label}</dt>
              <dd className="mt-1 text-2xl font-bold tabular-nums text-white">{formatMoney(c.value)}</dd>
              <dd className="text-xs text-zinc-400">{c.hint}</dd>
            </div>
          ))}
        </dl>
      )}
      <PayoutBalance />
      <div className="rounded-2xl bg-zinc-900/60 ring-1 ring-white/10">
        <h3 className="px-4 pt-4 text-sm font-semibold text-zinc-300">Your statements</h3>
        {statements.isLoading ? (
          <div className="p-4">
            <Spinner label="Loading your statements" />
          </div>
        ) : list.length === 0 ? (
          <p className="p-4 text-sm text-zinc-400">
            No statements yet. Each month's sales are stated once the month is closed.
          </p>
        ) : (
          <ul aria-label="Your statements" className="divide-y divide-white/5 p-2">
            {list.map((s) => (
              <li key={s.id}>
                <Link
                  to={`/income-statement/${s.id}`}
                  className="flex items-center gap-3 rounded-xl px-2 py-3 hover:bg-white/5"
                  aria-label={`Statement #${s.id}, ${formatPeriod(s)}, ${formatMoney(s.amount)}`}
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-white">Statement #{s.id}</span>
                    <span className="block text-xs tabular-nums text-zinc-400">{formatPeriod(s)}</span>
                  </span>
                  <StatusPill status={s.status} />
                  <span className="w-24 text-right font-semibold tabular-nums text-white">{formatMoney(s.amount)}</span>
                  <ChevronRight className="size-4 text-zinc-400" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
