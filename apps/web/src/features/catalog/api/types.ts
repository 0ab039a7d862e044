import type { MediaState } from '@beatmarket/shared';

export interface Beat {
  id: number;
  slug: string;
  family: 'beat' | 'feature';
  beatType: 'plain' | 'with_hooks' | 'with_scratches';
  title: string;
  title_main: string;
  title_decoration: string;
  title_part: string;
  full_title: string;
  /** Cover base URL; responsive variants add -{width} before the extension (spec §9). */
  image_url: string | null;
  /** The public, voice-tagged preview MP3 (never the untagged master). */
  demo_url: string | null;
  /** JSON `{ duration, peaks }` with peaks 0..1 for drawing the waveform. */
  waveform_url: string | null;
  /** Seconds, once the audio pipeline has run. */
  duration: number | null;
  media_state: MediaState;
  /** Why processing failed; owner and administrators only. */
  media_error: string | null;
  price: number;
  /** Cents: a feature's own price, else the cheapest licence; null when no licence exists. */
  price_from: number | null;
  available: boolean;
  sold: boolean;
  purchasable: boolean;
  published_at: string | null;
  avg_rating: number | null;
  rating_count: number;
  comment_count: number;
  bpm: number | null;
  musical_key: string | null;
  description: string;
  tags_object: Record<string, { name: string; group: string; hash: string }>;
  producer_id: number;
  producer_name: string;
  producer_nickname: string | null;
  producer_identifier: string | null;
  coproducer_name: string | null;
  token: string | null;
  _favored: boolean;
  _rating: number | null;
  _can_edit: boolean;
  plays: number;
  favorites: number;
}

/** Beat pages live at /beats/{slug} and /features/{slug} (spec §2). */
export const beatPath = (b: Pick<Beat, 'family' | 'slug'>) =>
  `/${b.family === 'feature' ? 'features' : 'beats'}/${b.slug}`;
export const producerHandle = (b: Pick<Beat, 'producer_nickname' | 'producer_identifier'>) =>
  b.producer_nickname ?? b.producer_identifier;
