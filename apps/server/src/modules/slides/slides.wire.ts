import type { AreaParts, Base } from '../../wiring.js';
import { createContentCache } from '../content/content-cache.js';
import { slideEntity } from './slide.entity.js';
import { createSlidesRepository } from './slides.repository.js';
import { slidesRoutes } from './slides.routes.js';
import { createSlidesService } from './slides.service.js';

/** The home carousel's slides (issue 18): cached like the content, the window applied on each read. */
export function wireSlides({ db, changes }: Base) {
  const repo = createSlidesRepository(db);
  const slides = createSlidesService({ repo, cache: createContentCache(60_000) });
  changes.on('slides', () => slides.invalidate());
  return {
    slides,
    entities: { slide: slideEntity(repo, () => changes.announce('slides')) },
    api: (async (app) => void (await app.register(slidesRoutes, { slides }))) satisfies AreaParts['api'],
  };
}
