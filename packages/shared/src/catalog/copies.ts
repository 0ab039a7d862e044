import { z } from 'zod';

/** Issue 37 §4 (decision 0105): what an administrator decides about an upload held as a possible copy. */
export const copyVerdictSchema = z.object({
  verdict: z.enum(['cleared', 'rejected'], { message: 'Choose cleared or rejected' }),
});
export type CopyVerdict = z.infer<typeof copyVerdictSchema>;

export type CopyState = 'held' | 'warning' | 'cleared' | 'rejected';

/** An upload whose audio matched an earlier beat, as the review queue and the producer's editor show it. */
export interface CopyMatchView {
  beat_id: number;
  state: CopyState;
  slug: string;
  title: string;
  producer_name: string;
  demo_url: string | null;
  original_id: number;
  original_slug: string;
  original_title: string;
  original_producer_name: string;
  original_demo_url: string | null;
  /** 0 identical … 0.5 unrelated. */
  bit_error_rate: number;
  offset_seconds: number;
  created_at: string;
  decided_at: string | null;
}

/** The sentence shown wherever a held upload is named. */
export const possibleCopyOf = (m: Pick<CopyMatchView, 'original_title' | 'original_producer_name'>) =>
  `Possible copy of ${m.original_title} by ${m.original_producer_name}`;
