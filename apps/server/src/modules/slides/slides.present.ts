import type { SlideView } from '@beatmarket/shared';
import type { SlideRow } from './slides.repository.js';

/** The view of spec §3 slide, for the back office and the home page alike. */
export const presentSlide = (s: SlideRow): SlideView => ({
  id: s.id,
  title: s.title,
  text: s.text,
  link: s.link,
  image_url: s.imageUrl,
  position: s.position,
  published: s.published,
  published_from: s.publishedFrom,
  published_to: s.publishedTo,
  updated_at: s.updatedAt,
  deleted_at: s.deletedAt,
});
