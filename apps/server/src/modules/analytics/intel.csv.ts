import { centsToDollars, type IntelBeatRow, type IntelCounts, type IntelProducerRow } from '@beatmarket/shared';
import type { ReportCsv } from '../reports/report.registry.js';

/**
 * The intelligence CSVs, built here only (issue 32: the page downloads these rather than building its own).
 * Headers name their unit where a cell is not a plain count (percent, dollars).
 */
type Column<T> = readonly [header: string, cell: (r: T) => unknown];

const COUNT_COLUMNS: Column<IntelCounts>[] = [
  ['plays', (r) => r.plays],
  ['plays_counted', (r) => r.plays_counted],
  ['plays_30s', (r) => r.plays_30s],
  ['completion_pct', (r) => r.completion],
  ['favorites', (r) => r.favorites],
  ['downloads', (r) => r.downloads],
  ['shares', (r) => r.shares],
  ['adds_to_cart', (r) => r.adds_to_cart],
  ['sales', (r) => r.sales],
  ['revenue_usd', (r) => centsToDollars(r.revenue)],
  ['conversion_pct', (r) => r.conversion],
];

const BEAT_COLUMNS: Column<IntelBeatRow>[] = [
  ['beat_id', (r) => r.beat_id],
  ['title', (r) => r.title],
  ['producer', (r) => r.producer_name],
  ...COUNT_COLUMNS,
];
const PRODUCER_COLUMNS: Column<IntelProducerRow>[] = [
  ['producer_id', (r) => r.producer_id],
  ['producer', (r) => r.producer_name],
  ['beats', (r) => r.beats],
  ...COUNT_COLUMNS,
];

const table = <T>(filename: string, columns: Column<T>[], rows: T[]): ReportCsv => ({
  filename,
  columns: columns.map(([header]) => header),
  rows: rows.map((r) => columns.map(([, cell]) => cell(r))),
});

export const beatsCsv = (range: { from: string; to: string }, rows: IntelBeatRow[]) =>
  table(`beat-intelligence-${range.from}-${range.to}.csv`, BEAT_COLUMNS, rows);
export const producersCsv = (range: { from: string; to: string }, rows: IntelProducerRow[]) =>
  table(`producer-intelligence-${range.from}-${range.to}.csv`, PRODUCER_COLUMNS, rows);
