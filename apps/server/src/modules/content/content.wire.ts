import type { AreaParts, Base } from '../../wiring.js';
import type { ContactService } from '../mail/contact.service.js';
import { createContentCache } from './content-cache.js';
import { createContentRepository } from './content.repository.js';
import { contentRoutes } from './content.routes.js';
import { createContentService } from './content.service.js';
import { serviceEntity } from './service.entity.js';
import { testimonialEntity } from './testimonial.entity.js';
import { textSnippetEntity } from './text-snippet.entity.js';

/** Content pages, services and testimonials: cached a minute per process, dropped at once on an edit here. */
export function wireContent({ db }: Base, contact: ContactService) {
  const repo = createContentRepository(db);
  const content = createContentService({ repo, cache: createContentCache(60_000), contact });
  return {
    content,
    entities: {
      text_snippet: textSnippetEntity(content),
      service: serviceEntity(repo, content),
      testimonial: testimonialEntity(repo, content),
    },
    api: (async (app) => void (await app.register(contentRoutes, { content }))) satisfies AreaParts['api'],
  };
}
