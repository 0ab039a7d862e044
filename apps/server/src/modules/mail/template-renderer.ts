import { TEMPLATE_TAG } from '@beatmarket/shared';
import { escape, type RenderedMail } from './templates.js';

/** A value the server built as HTML itself, every part of it escaped (a receipt's lines with their links). */
export class TrustedHtml {
  constructor(
    readonly html: string,
    readonly text: string,
  ) {}
}
export type TemplateValue = string | TrustedHtml;

const tags = () => new RegExp(TEMPLATE_TAG.source, 'g');
const plain = (v: TemplateValue | undefined) => (v instanceof TrustedHtml ? v.text : (v ?? ''));
/** Values are text: escaped, their line breaks kept (a contact message). */
const html = (v: TemplateValue | undefined) =>
  v instanceof TrustedHtml ? v.html : escape(v ?? '').replace(/\r?\n/g, '<br>');

const STYLES: [RegExp, string][] = [
  [/<a /g, '<a style="color:#a78bfa" '],
  [/<h1>/g, '<h1 style="font-size:22px">'],
  [/<h2>/g, '<h2 style="font-size:20px">'],
  [/<h3>/g, '<h3 style="font-size:16px">'],
];

function layout(body: string): string {
  const styled = STYLES.reduce((s, [from, to]) => s.replace(from, to), body);
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#0b0b0f;color:#eee;padding:24px">
${styled}
<p style="color:#888;font-size:12px">Beatmarket</p></body></html>`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#')
      return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : +e.slice(1));
    return ENTITIES[e.toLowerCase()] ?? m;
  });

/** The plain-text part, from the rendered (sanitised, then filled) body: paragraphs, list items, links as `label: address`. */
export function htmlToText(body: string): string {
  return decode(
    body
      .replace(/<a\b[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => {
        const text = label.replace(/<[^>]+>/g, '').trim();
        return text && decode(text) !== decode(href) ? `${text}: ${href}` : href;
      })
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<li[^>]*>/gi, '\n- ')
      .replace(/<\/(p|h[1-6]|ul|ol|blockquote|pre|div|table|tr)>/gi, '\n\n')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .concat('\n');
}

/** Fills a stored template: the subject as one line of text, the body as HTML with every value escaped. */
export function renderTemplate(
  template: { subject: string; body: string },
  values: Record<string, TemplateValue>,
): RenderedMail {
  const subject = template.subject
    .replace(tags(), (_, name: string) => plain(values[name]))
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim();
  const body = template.body
    // A block value alone in a paragraph replaces the paragraph (an editor wraps every line in one).
    .replace(/<p>\s*\{\{\s*([a-z][a-z0-9_]*)\s*\}\}\s*<\/p>/g, (whole, name: string) =>
      values[name] instanceof TrustedHtml ? (values[name] as TrustedHtml).html : whole,
    )
    .replace(tags(), (_, name: string) => html(values[name]));
  return { subject, text: htmlToText(body), html: layout(body) };
}
