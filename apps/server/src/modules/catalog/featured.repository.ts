import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { beats } from '../../db/schema/index.js';

/** The home page's featured list: beats with a feature_position, shown in that order (spec §2 Featured). */
export function createFeaturedRepository(db: Db) {
  return {
    /** Adds a beat at the end of the list; a beat already featured keeps its place. */
    append: (beatId: number) =>
      db.execute(sql`update ${beats} set feature_position =
          coalesce((select max(f.feature_position) from ${beats} f where f.feature_position is not null), 0) + 1,
          updated_at = now()
        where ${beats.id} = ${beatId} and ${beats.featurePosition} is null`),

    remove: (beatId: number) =>
      db.update(beats).set({ featurePosition: null, updatedAt: new Date() }).where(eq(beats.id, beatId)),

    /** Which of these ids are live beats (not archived). */
    async liveIds(ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: beats.id })
        .from(beats)
        .where(and(inArray(beats.id, ids), isNull(beats.deletedAt)));
      return new Set(rows.map((r) => r.id));
    },

    /**
     * The whole list at once, in one transaction: positions 1…n in the order given, and beats left out
     * leave the list. Readers see the old order or the new one, never a mix.
     */
    reorder: (ids: number[]) =>
      db.transaction(async (tx) => {
        const kept = ids.length ? sql`and ${beats.id} <> all(${sql`array[${sql.join(ids, sql`, `)}]::int[]`})` : sql``;
        await tx.execute(
          sql`update ${beats} set feature_position = null, updated_at = now() where ${isNotNull(beats.featurePosition)} ${kept}`,
        );
        if (!ids.length) return;
        await tx.execute(sql`update ${beats} set feature_position = o.position::int, updated_at = now()
          from unnest(array[${sql.join(ids, sql`, `)}]::int[]) with ordinality as o(id, position)
          where ${beats.id} = o.id`);
      }),
  };
}
export type FeaturedRepository = ReturnType<typeof createFeaturedRepository>;
