import sanitizeHtml from 'sanitize-html';

// Under core, not in shared: content and mail both store cleaned HTML, and shared reaches the browser
// through one index, which would carry a Node-minded parser (htmlparser2, postcss) the web never runs.

/** Embeds allowed in stored HTML: YouTube's players only (the editor writes the privacy-enhanced host). */
const IFRAME_HOSTS = ['www.youtube-nocookie.com', 'www.youtube.com'];
const EMBED_PATH = /^\/embed\/[\w-]{11}$/;

/**
 * What administrators may write in stored HTML (policy texts, content pages, help panels): text
 * formatting, lists, tables, links, images over http(s) or from our own storage, and YouTube players.
 * No scripts, event handlers, styles, forms or other frames, so a stolen administrator session or a
 * pasted snippet cannot run code in every visitor's browser.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'h1', 'h2', 'img', 'iframe'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    // srcset/sizes: the responsive widths of an uploaded content image (each srcset address is checked
    // against the schemes below like src is).
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    iframe: ['src', 'width', 'height', 'title', 'allowfullscreen', 'data-fit', 'style'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  // `id::` links open a text snippet in the information dialog (spec §4).
  allowedSchemes: ['http', 'https', 'mailto', 'tel', 'id'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  // The one style kept: the aspect ratio the transform below gives a sized player.
  allowedStyles: { iframe: { 'aspect-ratio': [/^\d+\/\d+$/] } },
  allowedIframeHostnames: IFRAME_HOSTS,
  allowProtocolRelative: false,
  transformTags: {
    // A new tab must not get a handle on this window (reverse tabnabbing).
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
    // A sized player keeps its proportions when the text is narrower than it (a phone): its width and
    // height become an aspect ratio, which iframes, unlike images, do not get from them. Any other style goes.
    iframe: (tagName, { style: _style, ...attribs }) => {
      const { width, height } = attribs;
      const sized = /^\d+$/.test(width ?? '') && /^\d+$/.test(height ?? '');
      return { tagName, attribs: sized ? { ...attribs, style: `aspect-ratio:${width}/${height}` } : attribs };
    },
  },
  // A frame that is not a YouTube player is dropped whole, not kept without an address.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !isYoutubeEmbed(frame.attribs.src),
};

function isYoutubeEmbed(src: string | undefined): boolean {
  if (!src) return false;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && IFRAME_HOSTS.includes(url.hostname) && EMBED_PATH.test(url.pathname);
  } catch {
    return false;
  }
}

export function sanitizeStoredHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
