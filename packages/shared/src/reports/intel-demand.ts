import { z } from 'zod';
import { rangeObject, rangeRules } from './intelligence.js';

/** A search that finds fewer beats than this is one the catalog does not answer well (decision 0103). */
export const DEMAND_FEW_RESULTS = 5;

/**
 * `intel-demand`: the weeks (UTC, from Monday) that overlap the range, each with its most asked searches that
 * found few or no beats (`limit` per week), and the tags and tempos those searches asked for. Market data, not
 * per beat or producer: `producer_id` and `beat_id` are refused.
 */
export const intelDemandParams = rangeObject
  .extend({
    limit: z.coerce.number().int('Enter a whole number').min(1, 'At least 1').max(50, 'At most 50').default(10),
  })
  .superRefine(rangeRules);
export type IntelDemandParams = z.infer<typeof intelDemandParams>;

export interface IntelDemandQuery {
  /** The search as typed, normalised (lower case, canonical order of the search language). */
  query: string;
  searches: number;
  /** Searches that found no beat. */
  empty: number;
  /** Beats found per search, one decimal. */
  avg_results: number;
}
/** Reference tracks buyers searched "sounds like" with, by the tags of the beats nearest them. */
export interface IntelDemandReference {
  /** The nearest beats' most common tags, as `#tag` words. */
  tags: string;
  searches: number;
}
export interface IntelDemandWeek {
  /** The Monday the week starts on. */
  week: string;
  searches: number;
  /** Searches that found fewer than DEMAND_FEW_RESULTS beats. */
  unmet: number;
  queries: IntelDemandQuery[];
  /** The week's most frequent "sounds like" references (`limit` at most). */
  sounds_like: IntelDemandReference[];
}
/** A tag (`#trap`) or tempo (`bpm:130-150`) that unmet searches asked for over the whole range. */
export interface IntelDemandTerm {
  term: string;
  unmet: number;
  empty: number;
}
export interface IntelDemand {
  weeks: IntelDemandWeek[];
  tags: IntelDemandTerm[];
  tempos: IntelDemandTerm[];
}
