import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { textArray } from './beat-search.js';

/**
 * Misspelt words (decision 0068), asked when a search's words find nothing. Each word the catalog has
 * (as the search stems it) stays; one it lacks becomes the nearest word it has (pg_trgm's similarity,
 * over the few thousand words of `search_words`, not the titles of a million beats); one with nothing
 * near is left out. Stop words stay, as the search ignores them anyway. A corrected word is a stem, so
 * only stems the search stems to themselves are offered. Null when nothing would change or no word is left.
 */
export function createSpelling(db: Db) {
  return async function corrected(words: string[]): Promise<string[] | null> {
    const rows = rowsOf<{ word: string; fixed: string | null }>(
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
    const mended = rows.flatMap((r) => (r.fixed === null ? [] : [r.fixed]));
    return mended.length && rows.some((r) => r.fixed !== r.word) ? mended : null;
  };
}
