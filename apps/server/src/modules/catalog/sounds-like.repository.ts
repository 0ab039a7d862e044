import { parseSearch } from '@beatmarket/shared';
import { sql } from 'drizzle-orm';
import { beats } from '../../db/schema/index.js';
import { filters, textQuery } from './beat-search.js';
import type { BeatRow } from './beat-rows.sql.js';
import type { SoundSimilar } from './sound-similar.repository.js';

/**
 * Issue 37 §3: the beats for sale nearest a sound (a reference's vector, or a beat's stored cube), narrowed
 * by a search in the search language; the GiST index walks them nearest first.
 */
export function createSoundsLike(deps: {
  sound: SoundSimilar;
  producersByHandle(tokens: string[]): Promise<number[]>;
  rowsInOrder(ids: number[]): Promise<BeatRow[]>;
}) {
  return async function soundsLike(vector: number[] | string, search: string, except: number | null, limit: number) {
    const query = parseSearch(search);
    const producerIds = query.producers.length ? await deps.producersByHandle(query.producers) : [];
    const text = textQuery(query);
    const where = [
      ...filters(query, producerIds),
      ...(text ? [sql`${beats.searchVector} @@ (${text})`] : []),
      ...(except === null ? [] : [sql`${beats.id} <> ${except}`]),
    ];
    return deps.rowsInOrder((await deps.sound.nearestBySound(vector, where, limit)).map((c) => c.id));
  };
}
