import { z } from 'zod';
import { intelProducersExtra } from './intel-producers.js';

/** Beat intelligence reports (issue 17, spec §7): params and rows of `GET /report/{id}/data`. */
export const INTEL_REPORT_IDS = [
  'intel-summary',
  'intel-trend',
  'intel-funnel',
  'intel-beats',
  'intel-producers',
  'intel-movers',
  'intel-dropoff',
  'intel-demand',
] as const;
export type IntelReportId = (typeof INTEL_REPORT_IDS)[number];

/** The longest range a report reads, in days: two years, so a year can be compared with the one before. */
export const INTEL_MAX_DAYS = 731;
/**
 * The preset ranges, in days ending today (UTC). The server keeps precomputed totals for exactly these
 * (decision 0055), so their store-wide tables and movers answer fast; a custom range sums the rollups.
 */
export const INTEL_PRESET_DAYS = [7, 30, 90] as const;

const isRealDay = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
};
/** A UTC day, YYYY-MM-DD. */
export const dayParam = z.string().refine(isRealDay, 'Enter a date as YYYY-MM-DD');
const idParam = z.coerce.number().int('Enter a whole number').positive('Enter a positive id').max(2_147_483_647);

/** Days from `from` to `to`, both included. */
export const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The day `n` days after `day` (negative: before). */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The range's fields, for a report's params to extend (then refined with `intelRangeRules`). */
export const rangeObject = z.object({
  from: dayParam,
  to: dayParam,
  producer_id: idParam.optional(),
  beat_id: idParam.optional(),
});
type RangeShape = { from: string; to: string };
/** From on or before to, at most INTEL_MAX_DAYS days. */
export const rangeRules = <T extends RangeShape>(v: T, ctx: z.RefinementCtx) => {
  if (!isRealDay(v.from) || !isRealDay(v.to)) return;
  if (v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must be on or after the start date' });
  else if (daysInRange(v.from, v.to) > INTEL_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${INTEL_MAX_DAYS} days` });
};

/** `{ from, to, producer_id?, beat_id? }`: inclusive UTC days; a producer only ever sees their own beats. */
export const intelRangeParams = rangeObject.superRefine(rangeRules);
export type IntelRangeParams = z.infer<typeof intelRangeParams>;

/** The counts every intelligence report gives, for a range, a day, a beat or a producer. */
export interface IntelCounts {
  /** Raw plays: every start the player reported (what completion and conversion divide by). */
  plays: number;
  /** Plays heard long enough to count, once per listener and address per window (decision 0094). */
  plays_counted: number;
  plays_30s: number;
  /** plays_30s per 100 plays, one decimal; null without plays. */
  completion: number | null;
  favorites: number;
  downloads: number;
  shares: number;
  adds_to_cart: number;
  sales: number;
  /** Integer cents paid for this beat's lines (after discounts). */
  revenue: number;
  /** sales per 100 plays, one decimal; null without plays. */
  conversion: number | null;
}
export const INTEL_COUNT_KEYS = [
  'plays',
  'plays_counted',
  'plays_30s',
  'favorites',
  'downloads',
  'shares',
  'adds_to_cart',
  'sales',
  'revenue',
] as const;
export type IntelCountKey = (typeof INTEL_COUNT_KEYS)[number];

/** `per 100`, one decimal; null when there is nothing to divide by. */
export const per100 = (n: number, of: number): number | null => (of > 0 ? Math.round((n * 1000) / of) / 10 : null);

export type IntelSummary = IntelCounts;
export interface IntelTrendRow extends IntelCounts {
  day: string;
}

export const INTEL_FUNNEL_STEPS = [
  { step: 'play', label: 'Play' },
  { step: 'play_30s', label: 'Played 30 s' },
  { step: 'favorite', label: 'Favorite' },
  { step: 'add_to_cart', label: 'Add to cart' },
  { step: 'purchase', label: 'Purchase' },
] as const;
export interface IntelFunnelStep {
  step: (typeof INTEL_FUNNEL_STEPS)[number]['step'];
  label: string;
  count: number;
  /** count per 100 plays (one decimal; null without plays). */
  of_plays: number | null;
  /** count per 100 of the step before (null for the first step or when it is 0). */
  of_previous: number | null;
}
export interface IntelFunnel {
  steps: IntelFunnelStep[];
}

/** Columns the per-beat table sorts on: `field` ascending, `-field` descending. */
export const INTEL_BEAT_SORTS = ['title', ...INTEL_COUNT_KEYS, 'completion', 'conversion'] as const;
export type IntelBeatSort = (typeof INTEL_BEAT_SORTS)[number];
const sortTerm = z
  .string()
  .refine((s) => (INTEL_BEAT_SORTS as readonly string[]).includes(s.replace(/^-/, '')), 'Unknown sort column');

export const intelBeatsParams = rangeObject
  .extend({
    sort: sortTerm.default('-plays'),
    page: z.coerce.number().int('Enter a whole number').min(1, 'At least 1').max(100_000).default(1),
    per_page: z.coerce.number().int('Enter a whole number').min(1, 'At least 1').max(200, 'At most 200').default(25),
    search: z.string().trim().max(100, 'At most 100 characters').optional(),
  })
  .superRefine(rangeRules);
export type IntelBeatsParams = z.infer<typeof intelBeatsParams>;

export interface IntelBeatRow extends IntelCounts {
  beat_id: number;
  title: string;
  slug: string;
  producer_id: number;
  producer_name: string;
}
export interface IntelBeatsPage {
  rows: IntelBeatRow[];
  total: number;
}

/** `intel-producers`: the range, and the table's search and sort for its CSV export. */
export const intelProducersParams = rangeObject.extend(intelProducersExtra).superRefine(rangeRules);
export type IntelProducersParams = z.infer<typeof intelProducersParams>;

export interface IntelProducerRow extends IntelCounts {
  producer_id: number;
  producer_name: string;
  /** The producer's beats in the catalogue now (archived ones left out). */
  beats: number;
}

export const INTEL_MOVER_METRICS = ['plays', 'sales', 'revenue', 'favorites', 'adds_to_cart'] as const;
export const intelMoversParams = rangeObject
  .extend({
    metric: z.enum(INTEL_MOVER_METRICS).default('plays'),
    limit: z.coerce.number().int('Enter a whole number').min(1, 'At least 1').max(50, 'At most 50').default(10),
  })
  .superRefine(rangeRules);
export type IntelMoversParams = z.infer<typeof intelMoversParams>;
/** A beat whose metric changed most against the previous range of equal length (ending the day before `from`). */
export interface IntelMoverRow {
  beat_id: number;
  title: string;
  slug: string;
  producer_name: string;
  current: number;
  previous: number;
  change: number;
  /** change per 100 of previous, one decimal; null when previous is 0. */
  change_pct: number | null;
}
export interface IntelMovers {
  metric: (typeof INTEL_MOVER_METRICS)[number];
  previous_from: string;
  previous_to: string;
  up: IntelMoverRow[];
  down: IntelMoverRow[];
}
