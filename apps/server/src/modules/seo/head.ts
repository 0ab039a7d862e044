import { escapeHtml, jsonForScript } from './markup.js';

export const SITE_NAME = 'Beatmarket';
export const DEFAULT_DESCRIPTION = 'Beatmarket: preview, license and download beats from independent producers.';

/** The tab title the web app's usePageTitle sets, so the server's title never flickers: "Dark Piano · Beatmarket". */
export const pageTitle = (title: string | null | undefined) => (title ? `${title} · ${SITE_NAME}` : SITE_NAME);

/** What a shared link unfurls to (Open Graph and Twitter card). */
export interface SocialCard {
  /** og:type: website, profile, music.song, article. */
  type: string;
  title: string;
  description: string;
  image?: { url: string; alt: string } | null;
  /** Extra Open Graph properties (music:duration, product:price:amount, …). */
  properties?: [property: string, content: string][];
  /** Twitter's two label/value pairs under the card (Slack shows them too): price, producer. */
  labels?: [label: string, value: string][];
}

export interface Head {
  /** The whole tab title, site name included. */
  title: string;
  description: string;
  /** Absolute URL on the configured public address. */
  canonical?: string;
  /** e.g. "noindex": pages behind a login, admin pages, not-found pages. */
  robots?: string;
  social?: SocialCard;
  /** schema.org structured data, one JSON-LD script. */
  jsonLd?: unknown;
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

/** The tags that go where index.html has `<!--ssr-head-->`; every value escaped. */
export function renderHead(head: Head): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  const card = head.social;
  if (card) {
    tags.push(
      meta('property', 'og:site_name', SITE_NAME),
      meta('property', 'og:type', card.type),
      meta('property', 'og:title', card.title),
      meta('property', 'og:description', card.description),
    );
    if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
    if (card.image)
      tags.push(meta('property', 'og:image', card.image.url), meta('property', 'og:image:alt', card.image.alt));
    for (const [property, content] of card.properties ?? []) tags.push(meta('property', property, content));
    tags.push(
      meta('name', 'twitter:card', card.image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', card.title),
      meta('name', 'twitter:description', card.description),
    );
    if (card.image)
      tags.push(meta('name', 'twitter:image', card.image.url), meta('name', 'twitter:image:alt', card.image.alt));
    (card.labels ?? []).slice(0, 2).forEach(([label, value], i) => {
      tags.push(meta('name', `twitter:label${i + 1}`, label), meta('name', `twitter:data${i + 1}`, value));
    });
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/** Answered with status 404: the web app shows its not-found page; search engines drop the address. */
export const notFoundHead = (): Head => ({
  title: pageTitle('Page not found'),
  description: DEFAULT_DESCRIPTION,
  robots: 'noindex',
});

/** Pages behind a login, admin pages and share-token pages: named, never indexed. */
export const privateHead = (title?: string): Head => ({
  title: pageTitle(title),
  description: DEFAULT_DESCRIPTION,
  robots: 'noindex',
});
