import type { Base } from '../../wiring.js';
import { createContentCache } from '../content/content-cache.js';
import { promotionEntity } from './promotion.entity.js';
import { createPromotionsRepository } from './promotions.repository.js';
import { createPromotionsService } from './promotions.service.js';

/** Promotions (issue 18, decision 0054): the layout's banner and ad, read on every page, cached 30 s. */
export function wirePromotions({ db, changes }: Base) {
  const repo = createPromotionsRepository(db);
  const live = createPromotionsService({ repo, cache: createContentCache(30_000) });
  changes.on('promotions', () => live.invalidate());
  return { entities: { promotion: promotionEntity(repo, live, () => changes.announce('promotions')) } };
}
