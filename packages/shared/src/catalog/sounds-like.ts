import { z } from 'zod';
import { idField } from '../text.js';

/** How many beats a "sounds like" search answers: one screen of the nearest, no paging. */
export const SOUNDS_LIKE_RESULTS = 24;

/**
 * Issue 37 §3: a "sounds like" search. The reference is a file the buyer uploaded (its signed token from
 * the upload, `sound_reference`) or a beat of the catalog ("more like this"); `search` narrows the answer
 * with the search language (`#trap bpm:130-150`).
 */
export const soundsLikeSchema = z
  .object({
    search: z.string().trim().max(200, 'At most 200 characters').default(''),
    file_token: z.string().trim().min(1, 'This field is required').max(1000).optional(),
    beat_id: idField().optional(),
  })
  .refine((v) => (v.file_token === undefined) !== (v.beat_id === undefined), {
    path: ['file_token'],
    message: 'Send a file or pick a beat',
  });
export type SoundsLikeInput = z.input<typeof soundsLikeSchema>;
