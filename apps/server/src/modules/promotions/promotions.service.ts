import type { LivePromotionsView } from '@beatmarket/shared';
import type { ContentCache } from '../content/content-cache.js';
import { presentLive } from './promotions.present.js';
import type { PromotionsRepository } from './promotions.repository.js';

/**
 * The promotions the layout shows (spec §4): the first published banner, and the first published popup
 * with a condition. Read on every page view, so the candidates are cached briefly per process and
 * dropped on an edit here; the window is judged per request, so a deadline takes effect on time.
 */
export function createPromotionsService(deps: { repo: PromotionsRepository; cache: ContentCache }) {
  const { repo, cache } = deps;
  return {
    async live(now = new Date()): Promise<LivePromotionsView> {
      const rows = await cache.get('promotions', () => repo.candidates());
      const live = rows.filter(
        (p) => (!p.publishedFrom || p.publishedFrom <= now) && (!p.publishedTo || p.publishedTo > now),
      );
      const banner = live.find((p) => p.type === 'banner');
      const ad = live.find((p) => p.type === 'popup' && p.condition);
      return {
        now,
        banner: banner ? presentLive(banner, now) : null,
        ad: ad ? presentLive(ad, now) : null,
      };
    },
    invalidate: () => cache.invalidate('promotions'),
  };
}
export type PromotionsService = ReturnType<typeof createPromotionsService>;
