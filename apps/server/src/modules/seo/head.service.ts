import { MIN_SEARCH_LENGTH, PAGE_SLUGS, PAGE_TITLES, pageSnippetId, ROLES, type PageSlug } from '@beatmarket/shared';
import { notFoundHead, privateHead, type Head } from './head.js';
import { textOf } from './markup.js';
import { absolute, beatHead, producerHead, simpleHead } from './page-heads.js';
import type { SeoPagesRepository } from './seo-pages.repository.js';
import { siteRoute } from './site-routes.js';

export interface PageHead {
  status: 200 | 404;
  head: Head;
}

/** Ids are serial integers: anything else in /beat/{id} is not a beat (and must not reach the query). */
const serialId = (text: string) => (/^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2 ** 31 - 1 ? Number(text) : null);

/** The <head> (and the status) of every HTML page the server answers. */
export function createHeadService(deps: {
  repo: SeoPagesRepository;
  settings: () => Promise<{ tagline: string; slogan: string }>;
  publicUrl: string;
}) {
  const { repo, publicUrl } = deps;
  const found = (head: Head): PageHead => ({ status: 200, head });
  const missing = (): PageHead => ({ status: 404, head: notFoundHead() });

  async function home(search: string): Promise<PageHead> {
    // Search results name the tab as the home page does ("Search: …"), and are not indexed.
    if (search.length >= MIN_SEARCH_LENGTH) return found({ ...privateHead(`Search: ${search}`), robots: 'noindex' });
    const { tagline, slogan } = await deps.settings();
    const head = simpleHead({ title: tagline || null, description: slogan, path: '/', publicUrl });
    head.jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Beatmarket',
      url: absolute(publicUrl, '/'),
      potentialAction: {
        '@type': 'SearchAction',
        target: `${absolute(publicUrl, '/')}?search={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    };
    return found(head);
  }

  async function content(slug: string): Promise<PageHead> {
    if (!(PAGE_SLUGS as readonly string[]).includes(slug)) return missing();
    const page = slug as PageSlug;
    // Every content page has its text (issue 18): the policies', or the snippet named after the slug.
    const snippet = await repo.snippet(pageSnippetId(page));
    return found(
      simpleHead({
        title: snippet?.title || PAGE_TITLES[page],
        description: snippet ? textOf(snippet.content) : `${PAGE_TITLES[page]} at Beatmarket.`,
        path: `/page/${page}`,
        publicUrl,
      }),
    );
  }

  return {
    /**
     * `loggedIn`: the request carries a session cookie. A beat that is not public may be its owner's
     * unpublished beat, which the web app shows them: so no 404 for them, and nothing about the beat
     * in the head either (it answers the same whether the beat exists or not).
     */
    async headFor(url: string, opts: { loggedIn: boolean }): Promise<PageHead> {
      const parsed = new URL(url, 'http://x');
      const route = siteRoute(parsed.pathname);
      const hidden = (): PageHead => (opts.loggedIn ? found(privateHead()) : missing());
      switch (route?.kind) {
        case undefined:
          return missing();
        case 'home':
          return home(parsed.searchParams.get('search')?.trim() ?? '');
        case 'private':
          return found(privateHead(route.title));
        case 'static':
          return found(simpleHead({ title: route.title, description: route.description, path: route.path, publicUrl }));
        case 'content':
          return content(route.slug);
        case 'store-item': {
          // Its seller and administrators see an unpublished item: as with beats, no 404 for them.
          const item = await repo.storeItemBySlug(route.slug);
          if (!item) return hidden();
          const path = `/store/${route.slug}`;
          return found(simpleHead({ title: item.title, description: item.description, path, publicUrl }));
        }
        case 'producer': {
          const producer = await repo.producer(route.handle, ROLES.ROLE_PRODUCER.id);
          return producer ? found(producerHead(producer, publicUrl)) : missing();
        }
        case 'beat':
        case 'beat-share': {
          const beat =
            route.kind === 'beat'
              ? await repo.beatBySlug(route.family, route.slug)
              : serialId(route.id)
                ? await repo.beatById(serialId(route.id)!)
                : null;
          if (!beat) return hidden();
          const priceFrom = beat.family === 'feature' ? beat.price : await repo.cheapestLicence();
          return found(beatHead(beat, priceFrom, publicUrl));
        }
      }
    },
  };
}
export type HeadService = ReturnType<typeof createHeadService>;
