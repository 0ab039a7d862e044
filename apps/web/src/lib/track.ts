import { beatPath, type Beat } from './beat';

/**
 * A store item's demo in the footer player (decision 0099): it plays like a beat's preview, but it has its
 * own page and no heart, licence or play count.
 */
export interface DemoTrack {
  demo_of: 'store_item';
  id: number;
  slug: string;
  title: string;
  seller_name: string;
  image_url: string | null;
  demo_url: string | null;
  waveform_url: string | null;
  duration: number | null;
}

/** What the footer player plays. */
export type Track = Beat | DemoTrack;

export const isBeat = (t: Track): t is Beat => !('demo_of' in t);
/** The beat behind a track, for what only beats have (plays counted, the heart, add to cart). */
export const beatOf = (t: Track | null): Beat | null => (t && isBeat(t) ? t : null);
/** Beats and store items number their ids apart: a track is the pair. */
export const sameTrack = (a: Track | null | undefined, b: Track | null | undefined): boolean =>
  !!a && !!b && a.id === b.id && isBeat(a) === isBeat(b);
export const trackPath = (t: Track): string => (isBeat(t) ? beatPath(t) : `/store/${t.slug}`);
export const trackTitle = (t: Track): string => (isBeat(t) ? t.full_title : t.title);
export const trackByline = (t: Track): string => (isBeat(t) ? t.producer_name : t.seller_name);
