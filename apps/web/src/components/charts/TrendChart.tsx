import { formatDate } from '@beatmarket/shared';
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

/** "11/03/2026" (spec §9) for the table and the axis. */
export const dayLabel = (day: string) => formatDate(`${day}T00:00:00Z`, 'UTC');

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
