// Charts (issue 17): figures with an accessible name and a data table; uPlot loads lazily from draw.ts.
export { TrendChart, dayLabel, type TrendChartProps } from './TrendChart';
export { BarChart, monthLabel, type BarChartProps } from './BarChart';
export { FunnelChart, type FunnelChartProps, type FunnelStep } from './FunnelChart';
export { formatNumber, type ChartSeries } from './types';
