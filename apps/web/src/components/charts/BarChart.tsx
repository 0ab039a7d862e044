import { useMemo } from 'react';
import { ChartFigure } from './ChartFigure';
import type { ChartSeries, ChartSpec } from './types';
import { useChart } from './use-chart';

export interface BarChartProps {
  /** Heading level of the title (ChartFigure). */
  level?: 2 | 3;
  title: string;
  description?: string;
  /** The category of each bar group, in order ("Nov 2026" or a month key the caller formatted). */
  categories: string[];
  /** One or two series (revenue and house share per month), one value per category. */
  series: ChartSeries[];
  /** The table's first column header. */
  categoryHeader?: string;
  height?: number;
}

/** Grouped bars per category: two series stand side by side. */
export function BarChart({
  title,
  description,
  categories,
  series,
  categoryHeader = 'Month',
  height = 240,
  level,
}: BarChartProps) {
  const spec = useMemo<ChartSpec | null>(
    () =>
      categories.length === 0
        ? null
        : { kind: 'bars', x: categories.map((_, i) => i), xLabels: categories, xName: categoryHeader, series, height },
    [categories, series, height, categoryHeader],
  );
  const ref = useChart(spec);
  return (
    <ChartFigure
      level={level}
      title={title}
      description={description}
      xHeader={categoryHeader}
      xLabels={categories}
      series={series}
      empty={!spec}
    >
      <div ref={ref} style={{ minHeight: height }} />
    </ChartFigure>
  );
}

const MONTH_LABEL = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** "2026-11" → "Nov 2026". */
export const monthLabel = (month: string) => MONTH_LABEL.format(new Date(`${month}-01T00:00:00Z`));
