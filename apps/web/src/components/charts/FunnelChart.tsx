import { useMemo } from 'react';
import { ChartFigure } from './ChartFigure';
import { formatNumber, SERIES_COLORS, type ChartSeries } from './types';

export interface FunnelStep {
  label: string;
  count: number;
}

export interface FunnelChartProps {
  /** Heading level of the title (ChartFigure). */
  level?: 2 | 3;
  title: string;
  description?: string;
  /** In order, widest first (play → 30 s → favorite → add to cart → purchase). */
  steps: FunnelStep[];
  /** Header of the first step's share column ("Per 100 plays"). */
  shareLabel?: string;
}

/** `n` per 100 of `of`, one decimal; null without a base. */
const per100 = (n: number, of: number) => (of > 0 ? Math.round((n * 1000) / of) / 10 : null);
const percent = (v: number) => `${v.toLocaleString('en-US')}%`;

/**
 * A funnel drawn as plain bars (no library: a handful of steps), each as wide as its share of the first step,
 * with the count, the share of the first step and the share of the step before.
 */
export function FunnelChart({ title, description, steps, shareLabel = 'Of first step', level }: FunnelChartProps) {
  const first = steps[0]?.count ?? 0;
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'Count', values: steps.map((s) => s.count) },
      { label: shareLabel, values: steps.map((s) => per100(s.count, first)), format: percent },
      {
        label: 'Of previous step',
        values: steps.map((s, i) => (i === 0 ? null : per100(s.count, steps[i - 1]!.count))),
        format: percent,
      },
    ],
    [steps, first, shareLabel],
  );
  return (
    <ChartFigure
      level={level}
      title={title}
      description={description}
      xHeader="Step"
      xLabels={steps.map((s) => s.label)}
      series={series}
      empty={steps.length === 0 || first === 0}
    >
      <ol className="flex flex-col gap-3">
        {steps.map((s, i) => {
          const share = per100(s.count, first) ?? 0;
          const fromPrevious = i > 0 ? per100(s.count, steps[i - 1]!.count) : null;
          return (
            <li key={s.label} className="text-sm">
              <div className="mb-1 flex items-baseline justify-between gap-3">
                <span className="truncate text-zinc-300">{s.label}</span>
                <span className="shrink-0 tabular-nums text-zinc-100">
                  {formatNumber(s.count)}
                  {fromPrevious != null && (
                    <span className="ml-1.5 text-xs text-zinc-400">{percent(fromPrevious)} of previous</span>
                  )}
                </span>
              </div>
              <div className="h-3 overflow-hidden rounded-full bg-white/5">
                <div
                  className="h-full rounded-full"
                  style={{ width: `${Math.max(share, s.count > 0 ? 1 : 0)}%`, background: SERIES_COLORS[0] }}
                />
              </div>
            </li>
          );
        })}
      </ol>
    </ChartFigure>
  );
}
