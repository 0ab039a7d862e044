import { slideLive } from '@beatmarket/shared';
import type { ContentCache } from '../content/content-cache.js';
import type { SlidesRepository } from './slides.repository.js';
import { presentSlide } from './slides.present.js';

/**
 * The home page's slides, read on every home view. The published ones are cached (a minute per process,
 * dropped at once on an edit here, as the content texts: decision 0044); the window is applied to the
 * cached list on each read, so a slide appears and leaves at its moment without waiting for the cache.
 */
export function createSlidesService(deps: { repo: SlidesRepository; cache: ContentCache; now?: () => Date }) {
  const { repo, cache } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async live() {
      const rows = await cache.get('slides', () => repo.published());
      const at = now();
      return rows.map(presentSlide).filter((s) => slideLive(s, at));
    },
    invalidate: () => cache.invalidate('slides'),
  };
}
export type SlidesService = ReturnType<typeof createSlidesService>;
