import type { IntelTrendRow } from '@beatmarket/shared';
import { useMemo } from 'react';
import { FunnelChart, TrendChart, type ChartSeries } from '../../../components/charts';
import { useIntelFunnel, useIntelTrend } from '../api/use-intel';
import { addDays } from '../../../components/inputs/calendar-dates';
import { daysIn, type IntelRange } from '../range';

/** Every day of the range, with the report's row or zeros (a day nobody played may have no row). */
export function everyDay(range: IntelRange, rows: IntelTrendRow[]) {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const days = Array.from({ length: daysIn(range) }, (_, i) => addDays(range.from, i));
  return { days, pick: (k: 'plays' | 'plays_counted' | 'sales') => days.map((d) => byDay.get(d)?.[k] ?? 0) };
}

/** The funnel (play → purchase) and the plays and sales per day. */
export function IntelCharts({ range, level }: { range: IntelRange; level?: 2 | 3 }) {
  const trend = useIntelTrend(range);
  const funnel = useIntelFunnel(range);
  const rows = trend.data;
  const { days, series } = useMemo(() => {
    const filled = everyDay(range, rows ?? []);
    const s: ChartSeries[] = [
      // Raw starts beside the plays heard long enough to count (decision 0102): the gap is bots and skips.
      { label: 'Plays (raw)', values: filled.pick('plays') },
      { label: 'Plays (counted)', values: filled.pick('plays_counted') },
      { label: 'Sales', values: filled.pick('sales'), axis: 'right' },
    ];
    return { days: rows ? filled.days : [], series: s };
  }, [range, rows]);
  const steps = useMemo(
    () => (funnel.data?.steps ?? []).map((s) => ({ label: s.label, count: s.count })),
    [funnel.data],
  );
  return (
    <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
      <TrendChart
        level={level}
        title="Plays and sales per day"
        description="Raw and counted plays on the left axis, sales on the right (dashed)."
        days={days}
        series={series}
      />
      <FunnelChart
        level={level}
        title="Funnel"
        description="From a play to a purchase."
        steps={steps}
        shareLabel="Per 100 plays"
      />
    </div>
  );
}
