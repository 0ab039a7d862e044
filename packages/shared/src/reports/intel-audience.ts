import type { z } from 'zod';
import { rangeObject, rangeRules } from './intelligence.js';

/**
 * `intel-dropoff` (decision 0103): one beat's range (`beat_id` required), answered as how many plays heard
 * at least each tenth of the preview, against the raw starts.
 */
export const intelDropoffParams = rangeObject
  .extend({ beat_id: rangeObject.shape.beat_id.unwrap() })
  .superRefine(rangeRules);
export type IntelDropoffParams = z.infer<typeof intelDropoffParams>;

export interface IntelDropoffStep {
  /** The share of the preview heard: 10, 20 … 100 (per cent). */
  pct: number;
  /** Plays that heard at least that share. */
  plays: number;
  /** plays per 100 raw starts, one decimal; null without starts. */
  of_starts: number | null;
}
export interface IntelDropoff {
  beat_id: number;
  title: string;
  /** Raw starts in the range (the 0 % everyone reached). */
  starts: number;
  steps: IntelDropoffStep[];
}
