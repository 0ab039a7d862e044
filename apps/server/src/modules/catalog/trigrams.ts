/**
 * pg_trgm's trigrams and similarity, for PGlite (spelling.repository): each word of letters and digits,
 * lower-cased, padded with two spaces before and one after, cut into its distinct three-letter runs.
 */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/** pg_trgm's `similarity`: shared trigrams over all distinct trigrams of both (0 to 1). */
export function similarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  if (!x.size || !y.size) return 0;
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  return shared / (x.size + y.size - shared);
}

/** pg_trgm's default `pg_trgm.similarity_threshold`: what `a % b` asks. */
export const SIMILARITY_THRESHOLD = 0.3;
