import {
  beatTitleParts,
  canEditBeat,
  canSeeBeatInternals,
  type BeatType,
  type BeatView,
  type PlanOfferView,
} from '@beatmarket/shared';
import type { EntityContext } from '../entities/entity.types.js';
import type { BeatRow } from './beats.repository.js';

/**
 * What enrich() adds to a row before it is presented (tags come with the row): the viewer's own marks,
 * and the settings of this request that the presenter needs (carried by each row, so nothing is shared
 * between requests).
 */
export interface BeatExtras {
  _favored: boolean;
  _rating: number | null;
  /** The cheapest licence's price: what a beat (not a feature) is sold from. */
  _priceFrom: number | null;
  /** Spec §5: the average rating shown to everyone once it reaches this. */
  _ratingShowFor: number;
  /** Issue 19: the signed-in subscriber's plan offer on this beat. */
  _planOffer?: PlanOfferView | null;
}
export type EnrichedBeat = BeatRow & BeatExtras;

/** The owners as the shared permission rules name them. */
export const beatOwnership = (b: { producerId: number; coproducerId: number | null }) => ({
  producer_id: b.producerId,
  coproducer_id: b.coproducerId,
});

export function presentBeat(b: EnrichedBeat, ctx: EntityContext): BeatView {
  const ratingShowFor = b._ratingShowFor;
  const internals = canSeeBeatInternals(ctx.user, beatOwnership(b));
  const avg = b.ratingCount ? Math.round((b.ratingHalfPoints / b.ratingCount / 2) * 100) / 100 : null;
  // Spec §5: public once the average reaches the setting; owner and administrators always see it.
  const avgShown = avg !== null && (internals || avg >= ratingShowFor) ? avg : null;
  const title = beatTitleParts(b.title, b.beatType as BeatType);
  return {
    id: b.id,
    slug: b.slug,
    family: b.family,
    beatType: b.beatType,
    title: b.title,
    title_main: title.title,
    title_decoration: title.decoration,
    title_part: title.part,
    full_title: title.full,
    image_url: b.imageUrl,
    demo_url: b.demoUrl,
    demo_filename: b.demoFilename,
    waveform_url: b.waveformUrl,
    duration: b.durationMs === null ? null : b.durationMs / 1000,
    media_state: b.mediaState,
    media_error: internals ? b.mediaError : null,
    bpm_detected: b.bpmDetected,
    key_detected: b.keyDetected,
    publish_requested_at: internals ? b.publishRequestedAt : null,
    price: b.price,
    // Spec §3: features are priced directly; beats show the cheapest licence they can be bought with.
    price_from: b.family === 'feature' ? b.price : b._priceFrom,
    available: b.available,
    sold: b.sold,
    purchasable: b.available && !b.sold,
    trackouts_available: b.trackoutsAvailable === true,
    published_at: b.publishedAt,
    feature_position: b.featurePosition,
    avg_rating: avgShown,
    rating_count: b.ratingCount,
    comment_count: b.commentCount,
    bpm: b.bpm,
    musical_key: b.musicalKey,
    description: b.description,
    samples: b.samples,
    sample_declaration: b.sampleDeclaration,
    tags_object: Object.fromEntries(b._tags.map((t) => [t.slug, { name: t.name, group: t.group, hash: `#${t.slug}` }])),
    producer_id: b.producerId,
    producer_name: b.producerName,
    producer_nickname: b.producerNickname,
    producer_identifier: b.producerIdentifier,
    coproducer_id: b.coproducerId,
    coproducer_name: b.coproducerName,
    coproducer_nickname: b.coproducerNickname,
    // The share token opens trackouts/mp3/wav pages: only staff and the owners see it.
    token: internals ? b.token : null,
    premium_download_data: b.premiumDownloadData,
    _favored: b._favored,
    _rating: b._rating,
    // Spec §2: the Edit link is for the producer, the coproducer and administrators (as the save rules).
    _can_edit: canEditBeat(ctx.user, beatOwnership(b)),
    sales: b.sales,
    plays: b.plays,
    favorites: b.favoritesCount,
    _top_rank: b.topRank,
    deleted_at: b.deletedAt,
    created_at: b.createdAt,
    plan_offer: b._planOffer ?? null,
  };
}
