import type { AreaParts, Base } from '../../wiring.js';
import type { SupportingDataService } from '../settings/supporting-data.service.js';
import { createHeadService } from './head.service.js';
import { createSeoPagesRepository } from './seo-pages.repository.js';
import { seoRoutes } from './seo.routes.js';
import { createSitemapRepository } from './sitemap.repository.js';
import { createSitemapService } from './sitemap.service.js';

/** Search engines: the sitemap and robots, and each page's <head> (title, description, canonical, cards). */
export function wireSeo({ config, db }: Base, supportingData: SupportingDataService) {
  const publicUrl = config.publicUrl;
  const sitemap = createSitemapService({ repo: createSitemapRepository(db), publicUrl });
  return {
    heads: createHeadService({
      repo: createSeoPagesRepository(db),
      settings: () => supportingData.settings(),
      publicUrl,
    }),
    site: (async (app) => void (await app.register(seoRoutes, { sitemap }))) satisfies AreaParts['site'],
  };
}
