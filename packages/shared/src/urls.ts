/**
 * Spec §5 URL input: http:// or https:// (default https://); a bare host gets https://, a leading `//`
 * becomes `https://`; empty stays empty. `instagram.com/me` → `https://instagram.com/me`.
 */
export function normalizeUrl(input: string): string {
  const text = input.trim();
  if (!text) return '';
  if (/^https?:\/\//i.test(text)) return text;
  if (text.startsWith('//')) return `https:${text}`;
  // `localhost:3000/x` is a host and a port, not a scheme.
  if (/^[a-z0-9.-]+:\d+(\/|$)/i.test(text)) return `https://${text}`;
  // Another scheme without `//` (javascript:, mailto:) is kept, for the field's check to refuse it by name
  // rather than store a mangled address; `ftp://host/a` only needs its scheme put right.
  if (/^[a-z][a-z0-9+.-]*:(?!\/\/)/i.test(text)) return text;
  return `https://${text.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')}`;
}

/**
 * A link field as typed (social links, menu entries, slides, promotions, images): a path of this site
 * (one leading slash) stays as it is, anything else is a URL input. Every such field's schema applies it,
 * so the form shows and sends what the server stores, and the server does the same to any other client.
 */
export function normalizeLink(input: string): string {
  const text = input.trim();
  return text.startsWith('/') && !text.startsWith('//') ? text : normalizeUrl(text);
}
