import type { RevenueMonthRow } from '@beatmarket/shared';
import { useMemo } from 'react';
import { BarChart, monthLabel, type ChartSeries } from '../../../components/charts';
import { formatMoney } from '../money';

/** What buyers paid in a month, net of refunds: every cent of it is someone's share. */
export const netRevenue = (r: RevenueMonthRow) => r.producer_share + r.coproducer_share + r.house_share;

/** Revenue and the house share per month as grouped bars, with the same figures as a table. */
export function RevenueChart({ rows }: { rows: RevenueMonthRow[] }) {
  const categories = useMemo(() => rows.map((r) => monthLabel(r.month)), [rows]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'Revenue', values: rows.map(netRevenue), format: formatMoney },
      { label: 'House share', values: rows.map((r) => r.house_share), format: formatMoney },
    ],
    [rows],
  );
  return (
    <BarChart
      title="Revenue and house share per month"
      description="What buyers paid after discounts and refunds, and the part the store keeps."
      categories={categories}
      series={series}
    />
  );
}
