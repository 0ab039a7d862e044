import type { MembershipRevenueRow } from '@beatmarket/shared';
import { useMemo } from 'react';
import { useAccountingReport } from '../api/use-report';
import { formatDay, formatMoney } from '../money';
import { lastMonths, utcDay } from '../periods';
import { moneyColumn, ReportTable, type ReportColumn } from './ReportTable';

const COLUMNS: ReportColumn<MembershipRevenueRow>[] = [
  {
    id: 'paid_at',
    header: 'Paid',
    cell: (r) => <span className="whitespace-nowrap tabular-nums">{formatDay(r.paid_at.slice(0, 10))}</span>,
    value: (r) => r.paid_at,
  },
  { id: 'plan', header: 'Plan', cell: (r) => r.plan, value: (r) => r.plan },
  { id: 'subscriber', header: 'Subscriber', cell: (r) => r.subscriber, value: (r) => r.subscriber, secondary: true },
  moneyColumn('amount', 'Paid', (r) => r.amount, { secondary: true }),
  moneyColumn('deferred', 'Deferred', (r) => r.deferred),
  moneyColumn('split', 'Split', (r) => r.split),
];

/**
 * Membership charges (issue 31, decision 0073): deferred revenue from the moment a charge is paid until its
 * period's split (decision 0052), when the same cents move to "Split" and into the producers' and house
 * shares above. The card sums every charge still deferred, whenever it was paid.
 */
export function MembershipRevenue() {
  const range = useMemo(() => lastMonths(utcDay(), 12), []);
  const deferred = useAccountingReport('membership-revenue', { state: 'deferred' });
  const charges = useAccountingReport('membership-revenue', range);
  const total = (deferred.data ?? []).reduce((a, r) => a + r.deferred, 0);
  return (
    <section aria-labelledby="memberships-title" className="flex flex-col gap-3">
      <h2 id="memberships-title" className="text-lg font-semibold text-white">
        Membership revenue
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <div className="rounded-2xl bg-zinc-900/60 p-4 ring-1 ring-white/10">
          <dt className="text-xs font-semibold uppercase tracking-wider text-zinc-400">Deferred revenue</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums text-white">{formatMoney(total)}</dd>
          <dd className="text-xs text-zinc-400">paid, split when each period ends</dd>
        </div>
      </dl>
      <ReportTable
        label="membership charges"
        rows={charges.data}
        loading={charges.isFetching}
        columns={COLUMNS}
        searchText={(r) => `${r.plan} ${r.subscriber}`}
        defaultSort="-paid_at"
        exportName="membership-revenue.csv"
      />
    </section>
  );
}
