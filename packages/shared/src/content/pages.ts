import { PAGE_SNIPPETS, type PageSlug } from '../constants.js';

/**
 * Where each content page's text lives: the `text_snippet` of the same id as its slug (`about-us`),
 * except the two policy pages, which show the policy texts the sign-up dialog shows (`tos`, `privacy`).
 */
export function pageSnippetId(slug: PageSlug): string {
  return PAGE_SNIPPETS[slug] ?? slug;
}

/** Texts of other screens: the services and testimonials pages' introductions, dialogs' texts (spec §3, §7). */
export const CONTENT_SNIPPETS = {
  mixMaster: 'mix-master',
  testimonials: 'testimonials',
  premiumUsers: 'premium-users',
  contact: 'contact',
} as const;

/** Spec §4: a link or a content beginning with this marker opens the text snippet of that id in a dialog. */
export const INFO_MARKER = 'id::';
const SNIPPET_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

/** `id::purchase-info` → `purchase-info`; anything else (or a malformed id) → null. */
export function infoSnippetId(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  if (!text.startsWith(INFO_MARKER)) return null;
  const id = text.slice(INFO_MARKER.length).trim();
  return SNIPPET_ID.test(id) ? id : null;
}

/**
 * Spec §5 editor links: https:// when no scheme is typed; null (remove the link) when empty. Kept as
 * typed: another scheme (mailto:, tel:), an information-dialog link (`id::…`), a path on this site.
 */
export function normalizeEditorLink(input: string): string | null {
  const text = input.trim();
  if (!text || /^https?:\/\/$/i.test(text)) return null;
  if (text.startsWith(INFO_MARKER)) return text;
  if (text.startsWith('//')) return `https:${text}`;
  if (text.startsWith('/') || text.startsWith('#')) return text;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[a-z0-9.-]+:\d+(\/|$)/i.test(text)) return text;
  return `https://${text}`;
}

/** A YouTube address (watch, youtu.be, shorts, embed) → its video id, or null. */
export function youtubeVideoId(url: string): string | null {
  const m = url
    .trim()
    .match(
      /^(?:https?:)?\/\/(?:www\.|m\.)?(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)([\w-]{11})(?:[?&#/].*)?$/i,
    );
  return m ? m[1]! : null;
}

/** The embed address stored in content: the privacy-enhanced host, no tracking before a play. */
export const youtubeEmbedUrl = (videoId: string) => `https://www.youtube-nocookie.com/embed/${videoId}`;
