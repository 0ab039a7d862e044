/**
 * The search language of spec §5: words, "quoted phrases" (an unclosed quote is closed), #tags,
 * @producers and bpm:90 or bpm:50-100 (also bmp:, any case). Everything is compared lower-case.
 */
export interface SearchQuery {
  words: string[];
  phrases: string[];
  tags: string[];
  producers: string[];
  bpm: { min: number; max: number } | null;
}

const BPM = /^(?:bpm|bmp):(\d{1,3})(?:-(\d{1,3}))?$/i;

/** Splits on whitespace; a double quote opens a phrase that runs to the next quote or the end. */
export function tokenize(input: string): { text: string; quoted: boolean }[] {
  const tokens: { text: string; quoted: boolean }[] = [];
  let current = '';
  let quoted = false;
  const flush = () => {
    const text = quoted ? current.trim().split(/\s+/).join(' ') : current;
    if (text) tokens.push({ text, quoted });
    current = '';
  };
  for (const ch of input) {
    if (ch === '"') {
      flush();
      quoted = !quoted;
    } else if (!quoted && /\s/.test(ch)) {
      flush();
    } else {
      current += ch;
    }
  }
  flush();
  return tokens;
}

export function parseSearch(input: string): SearchQuery {
  const q: SearchQuery = { words: [], phrases: [], tags: [], producers: [], bpm: null };
  for (const { text, quoted } of tokenize(input)) {
    const t = text.toLowerCase();
    if (quoted) {
      q.phrases.push(t);
      continue;
    }
    const bpm = BPM.exec(t);
    if (bpm) {
      const a = Number(bpm[1]);
      const b = bpm[2] === undefined ? a : Number(bpm[2]);
      q.bpm = { min: Math.min(a, b), max: Math.max(a, b) };
    } else if (t.startsWith('#') && t.length > 1) q.tags.push(t.slice(1));
    else if (t.startsWith('@') && t.length > 1) q.producers.push(t.slice(1));
    else if (t !== '#' && t !== '@') q.words.push(t);
  }
  return q;
}

/** The canonical text of a query; parsing it gives the same query back. */
export function printSearch(q: SearchQuery): string {
  return [
    ...q.words,
    ...q.phrases.map((p) => `"${p}"`),
    ...q.tags.map((t) => `#${t}`),
    ...q.producers.map((p) => `@${p}`),
    ...(q.bpm ? [q.bpm.min === q.bpm.max ? `bpm:${q.bpm.min}` : `bpm:${q.bpm.min}-${q.bpm.max}`] : []),
  ].join(' ');
}

export const isEmptySearch = (q: SearchQuery) =>
  !q.words.length && !q.phrases.length && !q.tags.length && !q.producers.length && !q.bpm;

/** Tags match whatever their spelling: "Hip Hop", "#hiphop" and "hip-hop" are one tag. */
export const tagSlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** The last token, when autosuggest completes it: `@` producers and `#` tags with more than 3 characters after the sign. */
export function autosuggestToken(input: string): { context: 'producer' | 'tag'; term: string } | null {
  const last = input.split(/\s+/).at(-1) ?? '';
  const term = last.slice(1);
  if (term.length <= 3) return null;
  if (last.startsWith('@')) return { context: 'producer', term };
  if (last.startsWith('#')) return { context: 'tag', term };
  return null;
}
