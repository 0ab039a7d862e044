import { z } from 'zod';
import { POST_IT_COLORS } from './schemas.js';
import { id, timestamp, type Wire } from '../wire.js';

/** `post_it` records: an administrator's sticky note on one record. */
export const postItView = z.object({
  id,
  entity: z.string(),
  record_id: z.string(),
  body: z.string(),
  color: z.enum(POST_IT_COLORS),
  created_by: id.nullable(),
  /** The author's name, or null once their account is gone. */
  created_by_name: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  deleted_at: timestamp.nullable(),
});
export type PostItView = z.infer<typeof postItView>;
export type PostItData = Wire<PostItView>;

/** `user_preference` records: one key of the signed-in user's own preferences. */
export const userPreferenceView = z.object({
  id,
  key: z.string(),
  value: z.json(),
  updated_at: timestamp,
});
export type UserPreferenceView = z.infer<typeof userPreferenceView>;
export type UserPreferenceData = Wire<UserPreferenceView>;
