import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { textArray } from './beat-search.js';
import { similarity, SIMILARITY_THRESHOLD } from './trigrams.js';

type Row = { word: string; fixed: string | null };

/**
 * Misspelt words (decision 0068), asked when a search's words find nothing. Each word the catalog has
 * (as the search stems it) stays; one it lacks becomes the nearest word it has (pg_trgm's similarity,
 * over the few thousand words of `search_words`, not the titles of a million beats); one with nothing
 * near is left out. Stop words stay, as the search ignores them anyway. A corrected word is a stem, so
 * only stems the search stems to themselves are offered. Null when nothing would change or no word is left.
 */
export function createSpelling(db: Db) {
  let onPglite: Promise<boolean> | undefined;

  /** PostgreSQL: pg_trgm's operators over the words' trigram index, in one statement. */
  const inSql = async (words: string[]) =>
    rowsOf<Row>(
      await db.execute(sql`
        select t.w as word, case
          when u.stem is null or exists (select 1 from search_words s where s.word = u.stem) then t.w
          else (select s.word from search_words s
            where s.word % u.stem and plainto_tsquery('english', s.word)::text = quote_literal(s.word)
            order by s.word <-> u.stem, s.word limit 1) end as fixed
        from unnest(${textArray(words)}) with ordinality t(w, i)
        cross join lateral (select (ts_lexize('english_stem', lower(t.w)))[1] as stem) u
        order by t.i`),
    );

  /**
   * PGlite: the same answer with the similarity worked out here. PGlite calling into pg_trgm's module beside
   * cube's can loop for ever and block the process (client.ts); its catalogs' words are few.
   */
  async function inProcess(words: string[]): Promise<Row[]> {
    const stems = rowsOf<{ stem: string | null; known: boolean }>(
      await db.execute(sql`
        select u.stem, exists (select 1 from search_words s where s.word = u.stem) as known
        from unnest(${textArray(words)}) with ordinality t(w, i)
        cross join lateral (select (ts_lexize('english_stem', lower(t.w)))[1] as stem) u
        order by t.i`),
    );
    if (stems.every((s) => s.stem === null || s.known)) return words.map((w) => ({ word: w, fixed: w }));
    const offered = rowsOf<{ word: string }>(
      await db.execute(
        sql`select word from search_words where plainto_tsquery('english', word)::text = quote_literal(word)`,
      ),
    ).map((r) => r.word);
    return words.map((word, i) => {
      const { stem, known } = stems[i]!;
      if (stem === null || known) return { word, fixed: word };
      let best: { word: string; score: number } | null = null;
      for (const candidate of offered) {
        const score = similarity(candidate, stem);
        if (score < SIMILARITY_THRESHOLD) continue;
        if (!best || score > best.score || (score === best.score && candidate < best.word))
          best = { word: candidate, score };
      }
      return { word, fixed: best?.word ?? null };
    });
  }

  return async function corrected(words: string[]): Promise<string[] | null> {
    onPglite ??= db
      .execute(sql`select version() like '%PGlite%' as pglite`)
      .then((r) => rowsOf<{ pglite: boolean }>(r)[0]?.pglite === true);
    const rows = (await onPglite) ? await inProcess(words) : await inSql(words);
    const mended = rows.flatMap((r) => (r.fixed === null ? [] : [r.fixed]));
    return mended.length && rows.some((r) => r.fixed !== r.word) ? mended : null;
  };
}
