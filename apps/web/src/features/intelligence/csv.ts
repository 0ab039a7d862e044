import { centsToDollars, csvLines, type IntelBeatRow, type IntelProducerRow } from '@beatmarket/shared';

const COUNTS = [
  'plays',
  'plays_30s',
  'completion',
  'favorites',
  'downloads',
  'shares',
  'adds_to_cart',
  'sales',
] as const;
const countCells = (r: IntelBeatRow | IntelProducerRow) => [
  ...COUNTS.map((k) => r[k]),
  centsToDollars(r.revenue),
  r.conversion,
];
const COUNT_HEADERS = [
  'plays',
  'plays_30s',
  'completion_pct',
  'favorites',
  'downloads',
  'shares',
  'adds_to_cart',
  'sales',
  'revenue_usd',
  'conversion_pct',
];

export const beatsCsv = (rows: IntelBeatRow[]) =>
  csvLines([
    ['beat_id', 'title', 'producer', ...COUNT_HEADERS],
    ...rows.map((r) => [r.beat_id, r.title, r.producer_name, ...countCells(r)]),
  ]);

export const producersCsv = (rows: IntelProducerRow[]) =>
  csvLines([
    ['producer_id', 'producer', 'beats', ...COUNT_HEADERS],
    ...rows.map((r) => [r.producer_id, r.producer_name, r.beats, ...countCells(r)]),
  ]);
