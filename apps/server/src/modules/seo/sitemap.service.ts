import { PAGE_SLUGS, PAGE_SNIPPETS } from '@beatmarket/shared';
import { escapeXml } from './markup.js';
import { PRIVATE_PATTERNS, PUBLIC_PREFIXES, STATIC_PAGES } from './site-routes.js';
import type { SitemapEntry, SitemapRepository } from './sitemap.repository.js';

/** The sitemap protocol's limit per file. */
export const URLS_PER_SITEMAP = 50_000;
/** Rows read per round trip while a beat page streams out. */
const CHUNK = 2_000;
/** How long the page count is reused: a new page appears once every 50,000 beats. */
const PAGES_TTL_MS = 60_000;

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
const URLSET_CLOSE = '</urlset>\n';
const day = (d: Date) => d.toISOString();

function memo<T>(load: () => Promise<T>, ttlMs: number): () => Promise<T> {
  let cached: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (!cached || Date.now() - cached.at > ttlMs) {
      const value = load();
      cached = { at: Date.now(), value };
      value.catch(() => (cached = null));
    }
    return cached.value;
  };
}

/** sitemap.xml (an index of pages), its pages of beats, producers and static pages, and robots.txt. */
export function createSitemapService(deps: {
  repo: SitemapRepository;
  publicUrl: string;
  /** Smaller in tests, to see pages and chunks split. */
  pageSize?: number;
  chunk?: number;
}) {
  const { repo, publicUrl } = deps;
  const size = deps.pageSize ?? URLS_PER_SITEMAP;
  const chunk = deps.chunk ?? CHUNK;
  const pageCounts = memo(
    () =>
      repo
        .highestIds()
        .then((ids) => ({ beats: Math.ceil(ids.beat / size), producers: Math.ceil(ids.producer / size) })),
    PAGES_TTL_MS,
  );
  const url = (path: string, lastmod?: Date | null) =>
    `  <url><loc>${escapeXml(publicUrl + path)}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}</url>\n`;
  const entry = (e: SitemapEntry) => url(e.path, e.lastmod);
  const has = async (kind: 'beats' | 'producers', page: number) => page <= (await pageCounts())[kind];
  const numbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

  return {
    async index(): Promise<string> {
      const counts = await pageCounts();
      const sitemap = (name: string) => `  <sitemap><loc>${escapeXml(`${publicUrl}/${name}`)}</loc></sitemap>\n`;
      return [
        XML,
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
        sitemap('sitemap-pages.xml'),
        ...numbers(counts.producers).map((n) => sitemap(`sitemap-producers-${n}.xml`)),
        ...numbers(counts.beats).map((n) => sitemap(`sitemap-beats-${n}.xml`)),
        '</sitemapindex>\n',
      ].join('');
    },

    /** Home, the public static pages and the content pages. */
    async pages(): Promise<string> {
      const snippets = await repo.snippetsChanged(Object.values(PAGE_SNIPPETS));
      return [
        URLSET_OPEN,
        url('/'),
        ...Object.keys(STATIC_PAGES).map((path) => url(path)),
        ...PAGE_SLUGS.map((slug) => {
          const snippet = PAGE_SNIPPETS[slug];
          return url(`/page/${slug}`, snippet ? snippets.get(snippet) : undefined);
        }),
        URLSET_CLOSE,
      ].join('');
    },

    async producers(page: number): Promise<string | null> {
      if (!(await has('producers', page))) return null;
      const rows = await repo.producersBetween((page - 1) * size, page * size);
      return [URLSET_OPEN, ...rows.map(entry), URLSET_CLOSE].join('');
    },

    /**
     * One page of beats, read CHUNK rows at a time by id (keyset) and written out as it is read: the
     * largest page holds 50,000 beats and never sits in memory whole. Null: no such page.
     */
    async beats(page: number): Promise<AsyncIterable<string> | null> {
      if (!(await has('beats', page))) return null;
      const last = page * size;
      return (async function* () {
        yield URLSET_OPEN;
        for (let after = (page - 1) * size; ;) {
          const rows = await repo.beatsBetween(after, last, chunk);
          if (rows.length) yield rows.map(entry).join('');
          if (rows.length < chunk) break;
          after = rows[rows.length - 1]!.id;
        }
        yield URLSET_CLOSE;
      })();
    },

    /** Public pages are open; the API, account and admin pages and share-token pages are not. */
    robots(): string {
      const paths = [
        '/private-api/',
        '/oauth/',
        '/download/',
        '/dt/',
        '/verify/',
        ...PRIVATE_PATTERNS.flatMap((p) => robotsRules(p, PUBLIC_PREFIXES)),
      ];
      return [
        'User-agent: *',
        'Allow: /',
        ...[...new Set(paths)].map((p) => `Disallow: ${p}`),
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ].join('\n');
    },
  };
}
export type SitemapService = ReturnType<typeof createSitemapService>;

/**
 * A route pattern as robots.txt rules: parameters become `*`; an exact route that public pages
 * extend (/beats, the admin list, under which /beats/{slug} are beat pages) is closed with `$`, with
 * and without its trailing slash, as is one inside such a prefix (/beats/download-builder).
 */
function robotsRules(pattern: string, publicPrefixes: string[]): string[] {
  const wild = pattern.replace(/:[a-z]+/g, '*');
  if (wild.includes('*')) return [wild.replace(/\/\*$/, '/')];
  return publicPrefixes.some((p) => p.startsWith(`${wild}/`) || wild.startsWith(p))
    ? [`${wild}$`, `${wild}/$`]
    : [wild];
}
