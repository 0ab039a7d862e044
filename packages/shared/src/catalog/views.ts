import { z } from 'zod';
import { BEAT_FAMILIES, BEAT_TYPES, premiumDownloadSchema } from './beat.js';
import type { SampleDeclaration } from './samples.js';
import { MEDIA_STATES } from '../media/media.js';
import type { Coupon } from '../commerce/coupon.js';
import { id, timestamp, type Wire } from '../wire.js';

export const beatTagView = z.object({ name: z.string(), group: z.string(), hash: z.string() });

/**
 * Issue 19: what the signed-in subscriber's live plan offers on this beat (its licence, inner circle
 * for example, with no checkout). Null for visitors, non-subscribers and beats the plan does not cover.
 */
export const planOfferView = z.object({
  subscription_id: id,
  plan_name: z.string(),
  license_id: id,
  license_name: z.string(),
  /** Beats left this period (0: used up until `resets_at`). */
  left: z.number(),
  total: z.number(),
  resets_at: timestamp,
  /** The order holding this beat when it was already claimed this period (claiming again uses nothing). */
  order_id: id.nullable(),
});
export type PlanOfferView = z.infer<typeof planOfferView>;

/** A beat or feature as every beat answer presents it (`/beat/records`, `/beat/{id}`, its actions). */
export const beatView = z.object({
  id,
  slug: z.string(),
  family: z.enum(BEAT_FAMILIES),
  beatType: z.enum(BEAT_TYPES),
  title: z.string(),
  title_main: z.string(),
  title_decoration: z.string(),
  title_part: z.string(),
  full_title: z.string(),
  /** Cover base URL; responsive variants add -{width} before the extension (spec §9). */
  image_url: z.string().nullable(),
  /** The public, voice-tagged preview MP3 (never the untagged master). */
  demo_url: z.string().nullable(),
  demo_filename: z.string().nullable(),
  /** JSON `{ duration, peaks }` with peaks 0..1 for drawing the waveform. */
  waveform_url: z.string().nullable(),
  /** Seconds, once the audio pipeline has run. */
  duration: z.number().nullable(),
  media_state: z.enum(MEDIA_STATES),
  /** Why processing failed; owners and administrators only. */
  media_error: z.string().nullable(),
  bpm_detected: z.number().nullable(),
  key_detected: z.string().nullable(),
  /** Owners and administrators only. */
  publish_requested_at: timestamp.nullable(),
  price: z.number(),
  /** Cents: a feature's own price, else the cheapest licence; null when no licence exists. */
  price_from: z.number().nullable(),
  available: z.boolean(),
  sold: z.boolean(),
  purchasable: z.boolean(),
  /** Decision 0077: the beat has a stored trackouts file, so the trackouts add-on can be sold with it. */
  trackouts_available: z.boolean(),
  published_at: timestamp.nullable(),
  feature_position: z.number().nullable(),
  avg_rating: z.number().nullable(),
  rating_count: z.number(),
  comment_count: z.number(),
  bpm: z.number().nullable(),
  musical_key: z.string().nullable(),
  description: z.string(),
  samples: z.boolean(),
  /** Issue 35 §4: the producer's sample declaration, shown on the beat page; null = not declared. */
  sample_declaration: z.custom<SampleDeclaration>().nullable(),
  tags_object: z.record(z.string(), beatTagView),
  producer_id: id,
  producer_name: z.string(),
  producer_nickname: z.string().nullable(),
  producer_identifier: z.string().nullable(),
  coproducer_id: id.nullable(),
  coproducer_name: z.string().nullable(),
  coproducer_nickname: z.string().nullable(),
  /** The share token of the trackouts/mp3/wav pages: owners and administrators only. */
  token: z.string().nullable(),
  premium_download_data: premiumDownloadSchema.nullable(),
  _favored: z.boolean(),
  _rating: z.number().nullable(),
  _can_edit: z.boolean(),
  sales: z.number(),
  plays: z.number(),
  favorites: z.number(),
  _top_rank: z.number().nullable(),
  deleted_at: timestamp.nullable(),
  /** When the producer added it (All Beats sorts and shows it). */
  created_at: timestamp,
  /** Issue 19: the signed-in subscriber's plan offer on this beat; null (or absent) otherwise. */
  plan_offer: planOfferView.nullable().optional(),
});
export type BeatView = z.infer<typeof beatView>;
export type BeatData = Wire<BeatView>;

export const commentView = z.object({
  id,
  beat_id: id,
  body: z.string(),
  author_name: z.string(),
  created_at: timestamp,
  _can_delete: z.boolean(),
});
export type CommentView = z.infer<typeof commentView>;
export type CommentData = Wire<CommentView>;

/** `POST /beat/{id}/upsell`: similar beats and the store-wide offers (also sent as `meta.updates`). */
export type UpsellView = {
  beat: BeatView[];
  coupon: Coupon[];
};
