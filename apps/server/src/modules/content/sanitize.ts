import sanitizeHtml from 'sanitize-html';

/**
 * What administrators may write in stored HTML (policy texts, help panels): text formatting, lists,
 * tables, links and images over http(s). No scripts, event handlers, styles, forms or frames, so a
 * stolen administrator session or a pasted snippet cannot run code in every visitor's browser.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'h1', 'h2', 'img'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A new tab must not get a handle on this window (reverse tabnabbing).
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export function sanitizeStoredHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
