import { z } from 'zod';
import { idField } from '../text.js';

/**
 * Spec §2 All Beats: where a beat stands. Derived from the row, never stored: archived (soft-deleted)
 * wins, then sold, then published; an unpublished beat awaits approval once its owner asked for it
 * (publish_requested_at), and is a draft before that.
 */
export const BEAT_STATUSES = ['draft', 'awaiting_approval', 'published', 'sold', 'archived'] as const;
export type BeatStatus = (typeof BEAT_STATUSES)[number];
export const BEAT_STATUS_LABELS: Record<BeatStatus, string> = {
  draft: 'Draft',
  awaiting_approval: 'Awaiting approval',
  published: 'Published',
  sold: 'Sold',
  archived: 'Archived',
};

export function beatStatus(b: {
  deleted_at: unknown;
  sold: boolean;
  published_at: unknown;
  publish_requested_at: unknown;
}): BeatStatus {
  if (b.deleted_at) return 'archived';
  if (b.sold) return 'sold';
  if (b.published_at) return 'published';
  return b.publish_requested_at ? 'awaiting_approval' : 'draft';
}

/** The All Beats filters (administrators): `filter={"status":[…],"producer_id":3,"family":"beat"}`. */
export const beatStatusFilterSchema = z.union([z.enum(BEAT_STATUSES), z.array(z.enum(BEAT_STATUSES)).max(5)]);

/** Spec §2 Featured: the whole featured list in its new order (positions 1…n); beats left out leave it. */
export const featureOrderSchema = z.object({
  ids: z
    .array(idField())
    .max(200, 'At most 200 featured beats')
    .refine((ids) => new Set(ids).size === ids.length, 'A beat appears once'),
});
export type FeatureOrder = z.infer<typeof featureOrderSchema>;
