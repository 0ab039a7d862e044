import { sql } from 'drizzle-orm';
import { beats, beatTags } from '../../db/schema/index.js';
import type { BeatRow } from './beat-rows.sql.js';
import type { createListPages } from './list-pages.repository.js';
import type { createTagDictionary } from './tag-dictionary.repository.js';

/** The tag-only similar list: what the beat page shows without a sound description, and its fill-up. */
export function createSimilarByTags(
  withPeople: ReturnType<typeof createListPages>['withPeople'],
  named: ReturnType<typeof createTagDictionary>,
) {
  /**
   * Beats for sale that share the most tags (genre, mood, instruments, sounds-like) with this one.
   * Each tag contributes its 300 newest beats, so a tag shared by 100,000 beats stays cheap.
   */
  return async function similarByTags(beatId: number, limit: number, except: number[] = []): Promise<BeatRow[]> {
    const ranked = sql`(
      select c.beat_id as id, row_number() over (order by count(*) desc, b.plays desc, c.beat_id desc) as ord
      from ${beatTags} mine
      cross join lateral (select bt.beat_id from ${beatTags} bt where bt.tag_id = mine.tag_id and bt.beat_id <> ${beatId} order by bt.beat_id desc limit 300) c
      join ${beats} b on b.id = c.beat_id
      where mine.beat_id = ${beatId} and b.published_at is not null and b.deleted_at is null and b.available and not b.sold and b.family = 'beat'
        ${
          except.length
            ? sql`and c.beat_id not in (${sql.join(
                except.map((id) => sql`${id}`),
                sql`, `,
              )})`
            : sql``
        }
      group by c.beat_id, b.plays order by ord limit ${limit}) ranked`;
    return named((await withPeople(ranked, null)).map((r) => r.row));
  };
}
