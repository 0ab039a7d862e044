import { useMemo } from 'react';
import { ChartFigure } from './ChartFigure';
import type { ChartSeries, ChartSpec } from './types';
import { useChart } from './use-chart';

export interface TrendChartProps {
  /** Heading level of the title (ChartFigure). */
  level?: 2 | 3;
  title: string;
  description?: string;
  /** UTC days, YYYY-MM-DD, ascending; one value per day in each series. */
  days: string[];
  series: ChartSeries[];
  height?: number;
}

const DAY_LABEL = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "Nov 3, 2026" for the table; the axis picks its own tick labels. */
export const dayLabel = (day: string) => DAY_LABEL.format(new Date(`${day}T00:00:00Z`));

/** A line per series over days (plays and sales per day). */
export function TrendChart({ title, description, days, series, height = 240, level }: TrendChartProps) {
  const xLabels = useMemo(() => days.map(dayLabel), [days]);
  const spec = useMemo<ChartSpec | null>(
    () =>
      days.length === 0
        ? null
        : { kind: 'line', x: days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000), xLabels, series, height },
    [days, xLabels, series, height],
  );
  const ref = useChart(spec);
  return (
    <ChartFigure
      level={level}
      title={title}
      description={description}
      xHeader="Day"
      xLabels={xLabels}
      series={series}
      empty={!spec}
    >
      <div ref={ref} style={{ minHeight: height }} />
    </ChartFigure>
  );
}
