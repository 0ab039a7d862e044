import type { BeatData } from '@beatmarket/shared';

/** A beat as the API presents it (the shared view, timestamps as ISO strings). */
export type Beat = BeatData;

/** Beat pages live at /beats/{slug} and /features/{slug} (spec §2). */
export const beatPath = (b: Pick<Beat, 'family' | 'slug'>) =>
  `/${b.family === 'feature' ? 'features' : 'beats'}/${b.slug}`;
export const producerHandle = (b: Pick<Beat, 'producer_nickname' | 'producer_identifier'>) =>
  b.producer_nickname ?? b.producer_identifier;
