import { z } from 'zod';
import { idField, safeText } from '../text.js';
import { id, timestamp, type Wire } from '../wire.js';
import { TAG_GROUPS } from './beat.js';
import { tagSlug } from './search-query.js';

/**
 * A tag as administrators edit it (`POST /tag/{id}/save`): its name, spelt as cards show it, and its
 * group. A name whose slug is another tag's is refused: that is a merge (`POST /tag/{id}/merge`).
 */
export const tagEditSchema = z.object({
  name: safeText()
    .trim()
    .min(1, 'This field is required')
    .max(40, 'At most 40 characters')
    .refine((v) => tagSlug(v) !== '', 'Use letters or digits'),
  group: z.enum(TAG_GROUPS, { error: 'Choose a group' }),
});
export type TagEdit = z.infer<typeof tagEditSchema>;

/** `POST /tag/{id}/merge`: every beat of this tag gets the other one instead, and this one is gone. */
export const tagMergeSchema = z.object({ into_id: idField() });
export type TagMerge = z.infer<typeof tagMergeSchema>;

/** A tag in the administrators' list, with how many beats carry it. */
export const tagView = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  group: z.enum(TAG_GROUPS),
  beat_count: z.number().int(),
  created_at: timestamp,
});
export type TagView = z.infer<typeof tagView>;
export type TagData = Wire<TagView>;
