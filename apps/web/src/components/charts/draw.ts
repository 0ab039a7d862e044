// The only module that imports uPlot (and its stylesheet): use-chart.ts loads it with import(), so the
// library reaches the browser on the pages that draw a chart and nowhere else.
import uPlot, { type AlignedData, type Axis, type Options, type Series } from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatOf, SERIES_COLORS, type ChartSpec } from './types';

const AXIS: Axis = {
  stroke: '#a1a1aa', // zinc-400 on the dark card
  grid: { stroke: 'rgba(255,255,255,0.08)', width: 1 },
  ticks: { stroke: 'rgba(255,255,255,0.12)', width: 1 },
  font: '12px Inter, ui-sans-serif, system-ui, sans-serif',
};

/** uPlot options for a spec at a width: dark axes, UTC days or category labels, one or two value axes. */
export function chartOptions(spec: ChartSpec, width: number): Options {
  const right = spec.series.find((s) => s.axis === 'right');
  const left = spec.series.find((s) => s.axis !== 'right') ?? spec.series[0];
  const bars = spec.kind === 'bars';
  const n = spec.series.length;
  const series: Series[] = [
    {
      label: spec.xName ?? (bars ? 'Month' : 'Day'),
      value: (_u, v) => (v == null ? '–' : (spec.xLabels[xIndex(spec, v)] ?? '')),
    },
    ...spec.series.map((s, i): Series => {
      const color = SERIES_COLORS[i % SERIES_COLORS.length]!;
      const fmt = formatOf(s);
      return {
        label: s.label,
        scale: s.axis === 'right' ? 'y2' : 'y',
        stroke: color,
        width: bars ? 0 : 2,
        // A second line is dashed, so the two differ without colour.
        dash: !bars && i > 0 ? [6, 4] : undefined,
        fill: bars ? color : undefined,
        points: { show: !bars && spec.x.length <= 31 },
        value: (_u, v) => (v == null ? '–' : fmt(v)),
        // Two series stand side by side, one each side of the month's tick; more would overlap.
        paths: bars
          ? uPlot.paths.bars!({ size: [n === 2 ? 0.35 : 0.7, 40], align: barAlign(i, n), gap: 2 })
          : undefined,
      };
    }),
  ];
  const axes: Axis[] = [
    bars ? { ...AXIS, splits: () => spec.x, values: (u, ticks) => sparseLabels(u, ticks, spec.xLabels) } : { ...AXIS },
    {
      ...AXIS,
      scale: 'y',
      size: labelWidth,
      incrs: WHOLE_STEPS,
      values: (_u, ticks) => ticks.map((t) => formatOf(left!)(t)),
    },
  ];
  if (right)
    axes.push({
      ...AXIS,
      scale: 'y2',
      side: 1,
      size: labelWidth,
      incrs: WHOLE_STEPS,
      grid: { show: false },
      values: (_u, t) => t.map(formatOf(right)),
    });
  return {
    width,
    height: spec.height,
    series,
    axes,
    scales: {
      x: bars ? { time: false, range: [-0.5, spec.x.length - 0.5] } : { time: true },
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
      y2: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
    },
    // Days are UTC days (the reports' unit), whatever the viewer's time zone.
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    cursor: { drag: { x: false, y: false }, points: { size: 8 } },
    legend: { live: true },
  };
}

const xIndex = (spec: ChartSpec, v: number) => (spec.kind === 'bars' ? v : spec.x.indexOf(v));
/** Every value we chart is a whole number (a count, cents), so ticks never fall between two: no "1.5 sales". */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500]
  .flatMap((n) => [n, n * 1e3, n * 1e6])
  .sort((a, b) => a - b);
/** An axis as wide as its longest label ("$12,500.00" needs more room than "40"). */
const labelWidth = (_u: uPlot, values: string[] | null) =>
  Math.max(32, ...(values ?? []).map((v) => String(v ?? '').length * 7 + 18));
/** Category labels, every k-th one when the slots are narrower than the labels (a phone). */
function sparseLabels(u: uPlot, ticks: number[], labels: string[]) {
  const longest = Math.max(...labels.map((l) => l.length)) * 7 + 10;
  const slot = u.bbox.width / devicePixelRatio / Math.max(labels.length, 1);
  const every = slot > 0 ? Math.max(1, Math.ceil(longest / slot)) : 1;
  return ticks.map((t) => (t % every === 0 ? (labels[t] ?? '') : ''));
}
const barAlign = (i: number, n: number): -1 | 0 | 1 => (n === 2 ? (i === 0 ? -1 : 1) : 0);

export interface DrawnChart {
  setWidth(width: number): void;
  destroy(): void;
}

export function drawChart(el: HTMLElement, spec: ChartSpec): DrawnChart {
  const data = [spec.x, ...spec.series.map((s) => s.values)] as AlignedData;
  const plot = new uPlot(chartOptions(spec, Math.max(el.clientWidth, 200)), data, el);
  return {
    setWidth: (width) => plot.setSize({ width: Math.max(width, 200), height: spec.height }),
    destroy: () => plot.destroy(),
  };
}
