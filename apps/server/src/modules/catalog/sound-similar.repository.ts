import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { beats } from '../../db/schema/index.js';
import { blendSimilar, type SimilarWeights, type SoundCandidate } from './similar-blend.js';

/** How many nearest beats by sound the similar list blends from (the GiST index walks only these). */
export const SOUND_CANDIDATES = 100;

/** The beats a buyer can be offered: the predicate of the partial GiST index beats_sound_gist. */
const FOR_SALE = sql`${beats.sound} is not null and ${beats.publishedAt} is not null and ${beats.deletedAt} is null
  and ${beats.available} and not ${beats.sold} and ${beats.family} = 'beat'`;

interface NearRow {
  id: number;
  producer_id: number;
  distance: number;
  bpm: number | null;
  musical_key: string | null;
}

/** Nearest beats by sound (decision 0104), and the similar list blended from them. */
export function createSoundSimilar(db: Db) {
  /**
   * The beats for sale nearest to `vector` (a SOUND_DIMENSIONS point or a stored cube's text), nearest
   * first, narrowed by `filters` (conditions on `beats`): cube's `<->` walks the GiST index in order.
   */
  async function nearestBySound(vector: number[] | string, filters: SQL[], limit: number): Promise<SoundCandidate[]> {
    const point = typeof vector === 'string' ? vector : `(${vector.join(',')})`;
    const where = [FOR_SALE, ...filters].reduce((a, b) => sql`${a} and ${b}`);
    const result = rowsOf<NearRow>(
      await db.execute(sql`
      select id, producer_id, sound <-> ${point}::cube as distance, bpm, musical_key
      from ${beats} where ${where}
      order by sound <-> ${point}::cube limit ${limit}`),
    );
    return result.map((r) => ({
      id: Number(r.id),
      producerId: Number(r.producer_id),
      distance: Number(r.distance),
      bpm: r.bpm === null ? null : Number(r.bpm),
      key: r.musical_key,
      shared: 0,
    }));
  }

  /** How many tags each of `ids` shares with `beatId`. */
  async function sharedTags(beatId: number, ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const result = rowsOf<{ beat_id: number; n: number }>(
      await db.execute(sql`
      select t.beat_id, count(*)::int as n from beat_tags t
      where t.beat_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and t.tag_id in (select tag_id from beat_tags where beat_id = ${beatId})
      group by t.beat_id`),
    );
    return new Map(result.map((r) => [Number(r.beat_id), Number(r.n)]));
  }

  return {
    nearestBySound,
    /** A beat's stored sound description as cube text; null before it is described. */
    async soundOf(beatId: number): Promise<string | null> {
      const result = rowsOf<{ sound: string }>(
        await db.execute(sql`select sound::text as sound from ${beats} where id = ${beatId} and sound is not null`),
      );
      return result[0]?.sound ?? null;
    },
    /**
     * The similar list's ids, best first: the SOUND_CANDIDATES nearest by sound blended with key, tempo
     * and shared tags by `weights`, and every candidate looked at (a near-duplicate left out included).
     * Null when the beat has no sound description (the tag query answers).
     */
    async similarBySound(
      beatId: number,
      weights: SimilarWeights,
      limit: number,
    ): Promise<{ ranked: number[]; considered: number[] } | null> {
      const me = rowsOf<{
        producer_id: number;
        sound: string;
        bpm: number | null;
        musical_key: string | null;
        tags: number;
      }>(
        await db.execute(sql`
        select producer_id, sound::text as sound, bpm, musical_key,
          (select count(*)::int from beat_tags where beat_id = ${beatId}) as tags
        from ${beats} where id = ${beatId} and sound is not null`),
      );
      const row = me[0];
      if (!row) return null;
      const near = await nearestBySound(row.sound, [sql`${beats.id} <> ${beatId}`], SOUND_CANDIDATES);
      const shared = await sharedTags(
        beatId,
        near.map((c) => c.id),
      );
      const candidates = near.map((c) => ({ ...c, shared: shared.get(c.id) ?? 0 }));
      const mine = {
        producerId: Number(row.producer_id),
        bpm: row.bpm === null ? null : Number(row.bpm),
        key: row.musical_key,
        tags: Number(row.tags),
      };
      return { ranked: blendSimilar(mine, candidates, weights, limit), considered: near.map((c) => c.id) };
    },
  };
}
export type SoundSimilar = ReturnType<typeof createSoundSimilar>;
