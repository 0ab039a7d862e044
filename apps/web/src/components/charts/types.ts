/** One line or bar series of a chart: its name (legend, table header), its values, and how to print them. */
export interface ChartSeries {
  label: string;
  /** One value per point (day, month); null leaves a gap. */
  values: (number | null)[];
  /** How a value reads in the table, the tooltip and the axis (money in cents → "$12.34"). Plain numbers by default. */
  format?: (value: number) => string;
  /** A series with a different unit (revenue next to plays) gets its own axis on the right. */
  axis?: 'left' | 'right';
}

/** What the lazy drawing module needs: the x positions, their labels, and the series. */
export interface ChartSpec {
  kind: 'line' | 'bars';
  /** line: unix seconds of each UTC day; bars: 0..n-1 (categories). */
  x: number[];
  /** The label of each x (the table's first column, the bars' axis). */
  xLabels: string[];
  /** What an x is, in the legend ("Week"); "Month" for bars and "Day" for lines when absent. */
  xName?: string;
  series: ChartSeries[];
  height: number;
}

const plain = new Intl.NumberFormat('en-US');
export const formatNumber = (v: number) => plain.format(v);
export const formatOf = (s: ChartSeries) => s.format ?? formatNumber;

/** Colours for the series in order: violet and amber differ for the common colour-vision deficiencies too. */
export const SERIES_COLORS = ['#a78bfa', '#fbbf24', '#34d399', '#60a5fa'];
