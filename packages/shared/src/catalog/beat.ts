import { z } from 'zod';
import { RATING_MAX, RATING_STEP } from '../constants.js';
import { idField } from '../text.js';
import { sampleDeclarationSchema } from './samples.js';

export const BEAT_TYPES = ['plain', 'with_hooks', 'with_scratches'] as const;
export type BeatType = (typeof BEAT_TYPES)[number];
export const BEAT_FAMILIES = ['beat', 'feature'] as const;
export const TAG_GROUPS = ['genre', 'mood', 'instruments', 'sounds-like'] as const;

const DECORATION: Record<BeatType, string> = { plain: '', with_hooks: 'with Hook', with_scratches: 'with Scratches' };

/** Spec §3: the title label is decorated by type; a trailing 'Pt. N' is shown apart. */
export function beatTitleParts(title: string, beatType: BeatType) {
  const m = /^(.*?)\s+(Pt\.\s*\d+)$/i.exec(title.trim());
  const main = m ? m[1]! : title.trim();
  const decoration = DECORATION[beatType];
  return { title: main, decoration, part: m ? m[2]! : '', full: [main, decoration, m?.[2]].filter(Boolean).join(' ') };
}

/** Spec §5: ratings clamp to 0-5 in steps of 0.5. */
export function clampRating(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const stepped = Math.round(value / RATING_STEP) * RATING_STEP;
  return Math.min(RATING_MAX, Math.max(0, stepped));
}

export const rateSchema = z.object({ value: z.coerce.number().refine(Number.isFinite, 'A number is required') });

export const beatTagInputSchema = z.object({
  name: z.string().trim().min(1, 'This field is required').max(40, 'At most 40 characters'),
  group: z.enum(TAG_GROUPS),
});

/** URL slugs: lower-case words joined by hyphens. */
export const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/**
 * Spec §3 premium_download_data (id, name): the free download a signed-in user gets of a beat that is
 * not sold (spec §6). The untagged MP3 is the only kind there is; null when the producer gives none.
 */
export const premiumDownloadSchema = z.object({ id: z.number().int().positive(), name: z.string().min(1).max(60) });
export type PremiumDownload = z.infer<typeof premiumDownloadSchema>;
export const UNTAGGED_MP3_DOWNLOAD: PremiumDownload = { id: 1, name: 'Untagged MP3' };

/** Fields the owner of a beat (or an administrator) may change. */
export const beatEditSchema = z.object({
  tags: z.array(beatTagInputSchema).max(30, 'At most 30 tags'),
  coproducer_id: idField().nullable(),
  title: z.string().trim().min(1, 'This field is required').max(120, 'At most 120 characters'),
  description: z.string().trim().max(5000, 'At most 5,000 characters'),
  beat_type: z.enum(BEAT_TYPES),
  bpm: z.number().int().min(20, 'At least 20').max(300, 'At most 300').nullable(),
  musical_key: z.string().trim().max(20).nullable(),
  samples: z.boolean(),
  /** Issue 35 §4: the samples and the Content ID registration; null = not declared yet (decision 0091). */
  sample_declaration: sampleDeclarationSchema.nullable(),
  available: z.boolean(),
  price: z.number().int('Whole cents only').min(0).max(100_000_000),
  /** The free untagged MP3 on or off (stored as premium_download_data); the producer's or an administrator's call. */
  premium_download: z.boolean({ error: 'Choose on or off' }),
});
/** Administrators also place beats on the home page. */
export const beatAdminSchema = beatEditSchema.extend({
  feature_position: z.number().int().min(1).max(1000).nullable(),
  top_rank: z.number().int().min(1).max(1000).nullable(),
});

/** A producer creates a beat or feature; it awaits approval (no published_at) until an administrator publishes it. */
export const beatCreateSchema = beatEditSchema.partial().extend({
  family: z.enum(BEAT_FAMILIES),
  title: z.string().trim().min(1, 'This field is required').max(120, 'At most 120 characters'),
});
export type BeatCreate = z.infer<typeof beatCreateSchema>;

export const autosuggestQuerySchema = z.object({
  search: z.string().trim().min(1).max(60),
  limit: z.coerce.number().int().min(1).max(20).default(8),
  exclude: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) =>
      (v === undefined ? [] : Array.isArray(v) ? v : v.split(',')).map((s) => s.trim().toLowerCase()).filter(Boolean),
    ),
});

export interface AutosuggestChoice {
  id: string | number;
  label: string;
  value: string;
}

/** Comments are plain text (rendered as text, never as HTML), one to 2,000 characters. */
export const commentCreateSchema = z.object({
  beat_id: idField(),
  body: z.string().trim().min(1, 'This field is required').max(2000, 'At most 2,000 characters'),
});
