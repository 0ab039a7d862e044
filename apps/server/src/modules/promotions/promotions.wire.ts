import type { Base } from '../../wiring.js';
import { createContentCache } from '../content/content-cache.js';
import { promotionEntity } from './promotion.entity.js';
import { createPromotionsRepository } from './promotions.repository.js';

/** Promotions (issue 18, decision 0054): the layout's banner and ad, read on every page, cached 30 s. */
export function wirePromotions({ db }: Base) {
  return { entities: { promotion: promotionEntity(createPromotionsRepository(db), createContentCache(30_000)) } };
}
