import type { AccountingPeriodRow, RevenueMonthRow } from '@beatmarket/shared';
import { useMemo } from 'react';
import { Spinner } from '../../../components/Spinner';
import { useAccountingReport } from '../api/use-report';
import { formatDay, formatMoney, formatPeriod } from '../money';
import { lastMonths, utcDay } from '../periods';
import { MembershipRevenue } from './MembershipRevenue';
import { netRevenue, RevenueChart } from './RevenueChart';
import { moneyColumn, ReportTable, type ReportColumn } from './ReportTable';

const PERIOD_COLUMNS: ReportColumn<AccountingPeriodRow>[] = [
  {
    id: 'period_start',
    header: 'Period',
    // Breaks between its two days on a phone, never inside one.
    cell: (r) => (
      <span className="tabular-nums">
        <span className="whitespace-nowrap">{formatDay(r.period_start)} –</span>{' '}
        <span className="whitespace-nowrap">{formatDay(r.period_end)}</span>
      </span>
    ),
    value: (r) => r.period_start,
  },
  {
    id: 'statements',
    header: 'Statements',
    cell: (r) => r.statements,
    value: (r) => r.statements,
    numeric: true,
    secondary: true,
  },
  moneyColumn('gross', 'Gross', (r) => r.gross, { secondary: true }),
  moneyColumn('amount', 'To producers', (r) => r.amount),
  moneyColumn('house_share', 'House share', (r) => r.house_share),
];
// The CSV has both days of each period in their own columns, as a spreadsheet wants them.
const CSV_COLUMNS: ReportColumn<AccountingPeriodRow>[] = [
  PERIOD_COLUMNS[0]!,
  { id: 'period_end', header: 'Ends', cell: () => null, value: (r) => r.period_end },
  ...PERIOD_COLUMNS.slice(1),
];

function Totals({ rows }: { rows: RevenueMonthRow[] }) {
  const sum = (pick: (r: RevenueMonthRow) => number) => rows.reduce((a, r) => a + pick(r), 0);
  const cards = [
    { label: 'Revenue', value: sum(netRevenue), hint: 'after discounts and refunds' },
    { label: 'Producers', value: sum((r) => r.producer_share + r.coproducer_share), hint: 'their shares' },
    { label: 'House share', value: sum((r) => r.house_share), hint: 'what the store keeps' },
    { label: 'Refunds', value: sum((r) => r.refunds), hint: 'given back to buyers' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Totals of the last 12 months">
      {cards.map((c) => (
        <div key={c.label} className="rounded-2xl bg-zinc-900/60 p-4 ring-1 ring-white/10">
          <dt className="text-xs font-semibold uppercase tracking-wider text-zinc-400">{c.label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums text-white">{formatMoney(c.value)}</dd>
          <dd className="text-xs text-zinc-400">{c.hint}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The overview: the last twelve months' totals and chart, then every closed period. */
export function OverviewTab() {
  const range = useMemo(() => lastMonths(utcDay(), 12), []);
  const revenue = useAccountingReport('revenue-by-month', range);
  const periods = useAccountingReport('accounting-periods');
  return (
    <div className="flex flex-col gap-6">
      {revenue.isLoading ? (
        <Spinner label="Loading revenue" />
      ) : (
        <>
          <Totals rows={revenue.data ?? []} />
          <RevenueChart rows={revenue.data ?? []} />
        </>
      )}
      <MembershipRevenue />
      <section aria-labelledby="periods-title" className="flex flex-col gap-3">
        <h2 id="periods-title" className="text-lg font-semibold text-white">
          Closed periods
        </h2>
        <ReportTable
          label="periods"
          rows={periods.data}
          loading={periods.isFetching}
          columns={PERIOD_COLUMNS}
          csvColumns={CSV_COLUMNS}
          searchText={formatPeriod}
          defaultSort="-period_start"
          exportName="accounting-periods.csv"
        />
      </section>
    </div>
  );
}
