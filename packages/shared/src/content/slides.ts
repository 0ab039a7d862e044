import { z } from 'zod';
import { safeText } from '../text.js';
import { normalizeLink } from '../urls.js';
import { id, timestamp, type Wire } from '../wire.js';

/** An uploaded slide image (`/media/public/slides/…`) or an outside https:// address. */
const imageUrl = z
  .string()
  .trim()
  .max(1000, 'At most 1,000 characters')
  .overwrite(normalizeLink)
  .refine((v) => v === '' || /^(https:\/\/|\/media\/)/.test(v), 'An https:// address or an uploaded image')
  .nullable()
  .default(null)
  .transform((v) => v || null);

/** Where a slide leads: a path of this site (`/beats/…`) or an https:// address; empty for none. */
const link = z
  .string()
  .trim()
  .max(1000, 'At most 1,000 characters')
  .overwrite(normalizeLink)
  .refine((v) => v === '' || /^(https:\/\/|\/(?!\/))/.test(v), 'A path such as /page/about-us or an https:// address')
  .default('');

/** A moment as the form and the API send it (ISO 8601, an offset or Z); null for an open end. */
const moment = z
  .union([z.iso.datetime({ offset: true, message: 'A date and time' }), z.literal(''), z.null()])
  .default(null)
  .transform((v) => (v ? new Date(v) : null));

/**
 * A slide of the home page carousel (spec §3 slide): an image in every responsive width, a title, a
 * line of text, a link, its place in the order and when it shows (published, inside its window).
 */
export const slideFields = z.object({
  title: safeText().trim().min(1, 'This field is required').max(120, 'At most 120 characters'),
  text: safeText().trim().max(300, 'At most 300 characters').default(''),
  link,
  image_url: imageUrl,
  position: z.number().int().min(0).max(100_000).default(0),
  published: z.boolean().default(false),
  published_from: moment,
  published_to: moment,
});
export type SlideInput = z.input<typeof slideFields>;

/** The window's two ends checked together (an autosave of one field is checked against the stored other). */
export function windowProblem(from: Date | null, to: Date | null): string | null {
  return from && to && to <= from ? 'The end must be after the start' : null;
}

/** POST /slide/reorder: every slide id in its new order (the first is shown first). */
export const slideReorderSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1, 'At least one slide').max(500),
});

export const slideView = z.object({
  id,
  title: z.string(),
  text: z.string(),
  link: z.string(),
  image_url: z.string().nullable(),
  position: z.number().int(),
  published: z.boolean(),
  published_from: timestamp.nullable(),
  published_to: timestamp.nullable(),
  updated_at: timestamp,
  deleted_at: timestamp.nullable(),
});
export type SlideView = z.infer<typeof slideView>;
export type SlideData = Wire<SlideView>;

/** Whether a slide shows on the home page at `now`: published, and inside its window (either end open). */
export function slideLive(
  s: { published: boolean; published_from: Date | string | null; published_to: Date | string | null },
  now: Date,
): boolean {
  const from = s.published_from ? new Date(s.published_from) : null;
  const to = s.published_to ? new Date(s.published_to) : null;
  return s.published && (!from || from <= now) && (!to || now < to);
}

/** A new slide: the fields, with the window's ends checked together. */
export const slideCreateSchema = slideFields.superRefine((v, ctx) => {
  const problem = windowProblem(v.published_from, v.published_to);
  if (problem) ctx.addIssue({ code: 'custom', path: ['published_to'], message: problem });
});

/** Every slide image is cropped to 16:9 on upload, so the carousel reserves its box before it loads. */
export const SLIDE_IMAGE_RATIO = 16 / 9;
