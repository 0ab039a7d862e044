import { z } from 'zod';
import { PAGE_SIZES } from '../constants.js';
import { safeText } from '../text.js';

/** Sticky-note colours of the back office's post-its (spec §3 post_it). */
export const POST_IT_COLORS = ['yellow', 'pink', 'green', 'blue', 'violet'] as const;
export type PostItColor = (typeof POST_IT_COLORS)[number];
export const POST_IT_MAX_BODY = 2000;

/** Plain text, trimmed; the web shows it as text, never as HTML. */
export const postItBody = safeText()
  .trim()
  .min(1, 'Write something on the note')
  .max(POST_IT_MAX_BODY, `At most ${POST_IT_MAX_BODY} characters`);

/** What an administrator may change on a note once it is made. */
export const postItFields = z.object({
  body: postItBody,
  color: z.enum(POST_IT_COLORS, { message: `One of ${POST_IT_COLORS.join(', ')}` }),
});

/** `POST /post_it/create`: a note on one record of an entity (`user` 12, `order` 40, `beat` 7). */
export const postItSchema = postItFields.extend({
  entity: safeText().regex(/^[a-z_]{1,40}$/, 'Unknown entity'),
  // Serial ids arrive as numbers, slug ids (text snippets) as text: stored as text either way.
  record_id: z
    .union([z.number().int().positive().max(2_147_483_647), safeText()])
    .transform(String)
    .pipe(z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/i, 'Invalid record id')),
  color: postItFields.shape.color.default('yellow'),
});
export type PostItInput = z.input<typeof postItSchema>;

/** Per-user UI preferences (spec §3 user_preference): `table:/users` → { per_page, columns }. */
export const PREFERENCE_MAX_BYTES = 4000;
/** A user keeps at most this many keys: preferences are a handful of screens, not storage. */
export const PREFERENCES_PER_USER = 200;

export const preferenceKey = safeText().regex(/^[a-z][a-z0-9_-]*:[a-z0-9/_.:-]{1,100}$/i, 'A key such as table:/users');
export const preferenceValue = z
  .json()
  .refine(
    (v) => JSON.stringify(v).length <= PREFERENCE_MAX_BYTES,
    `At most ${PREFERENCE_MAX_BYTES} characters of JSON`,
  );

/** `POST /user_preference/create` sets a key (creating or replacing it); `save` changes the value. */
export const userPreferenceSchema = z.object({ key: preferenceKey, value: preferenceValue });
export const userPreferenceFields = z.object({ value: preferenceValue });

/** The list-table preference the data table reads (`table:{route}`). */
export const tablePreference = z.object({
  per_page: z
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), `One of ${PAGE_SIZES.join(', ')}`)
    .optional(),
  hidden_columns: z.array(z.string().max(64)).max(50).optional(),
});
export type TablePreference = z.infer<typeof tablePreference>;
