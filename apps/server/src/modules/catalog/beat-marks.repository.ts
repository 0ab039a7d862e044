import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { beats, beatStats, favorites, ratings } from '../../db/schema/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Counters (favorites, ratings, comments) are recounted from their rows after this lock: the
 * recount is a new statement, so it sees every change committed before the lock was granted, and
 * of two concurrent writers the later one always counts the other's row (issue 13: 50 parallel
 * first ratings had counted 3 votes, parallel deletes of one comment took its count below zero).
 */
export async function lockBeat(tx: Tx, beatId: number): Promise<void> {
  await tx.execute(sql`select 1 from ${beats} where ${beats.id} = ${beatId} for no key update`);
}

/** What a user did to beats (favorites, ratings) and what every visitor's use adds up to (stats). */
export function createBeatMarksRepository(db: Db) {
  return {
    /** The user's favorites and ratings among these beats, in one round trip. */
    async marksOf(userId: number, beatIds: number[]) {
      const favored = new Set<number>();
      const rated = new Map<number, number>();
      if (!beatIds.length) return { favored, rated };
      const rows = await db
        .select({ beatId: favorites.beatId, halfPoints: sql<number | null>`null::int` })
        .from(favorites)
        .where(and(eq(favorites.userId, userId), inArray(favorites.beatId, beatIds)))
        .unionAll(
          db
            .select({ beatId: ratings.beatId, halfPoints: ratings.halfPoints })
            .from(ratings)
            .where(and(eq(ratings.userId, userId), inArray(ratings.beatId, beatIds))),
        );
      for (const r of rows) {
        if (r.halfPoints === null) favored.add(r.beatId);
        else rated.set(r.beatId, r.halfPoints);
      }
      return { favored, rated };
    },

    /**
     * Idempotent; the beat's counter is recounted from the rows in the same transaction. Answers whether
     * anything changed (favoring a favorite again does not: beat intelligence counts a favorite once).
     */
    async setFavorite(userId: number, beatId: number, on: boolean): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockBeat(tx, beatId);
        const changed = on
          ? await tx
              .insert(favorites)
              .values({ userId, beatId })
              .onConflictDoNothing()
              .returning({ id: favorites.beatId })
          : await tx
              .delete(favorites)
              .where(and(eq(favorites.userId, userId), eq(favorites.beatId, beatId)))
              .returning({ id: favorites.beatId });
        await tx
          .update(beats)
          .set({ favoritesCount: sql`(select count(*)::int from ${favorites} where ${favorites.beatId} = ${beatId})` })
          .where(eq(beats.id, beatId));
        return changed.length > 0;
      });
    },

    /** One rating per user and beat (the key): a second replaces the first; count and sum are recounted from the rows. */
    async rate(userId: number, beatId: number, halfPoints: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockBeat(tx, beatId);
        await tx
          .insert(ratings)
          .values({ userId, beatId, halfPoints })
          .onConflictDoUpdate({ target: [ratings.userId, ratings.beatId], set: { halfPoints, updatedAt: new Date() } });
        await tx
          .update(beats)
          .set({
            ratingCount: sql`(select count(*)::int from ${ratings} where ${ratings.beatId} = ${beatId})`,
            ratingHalfPoints: sql`(select coalesce(sum(${ratings.halfPoints}), 0)::int from ${ratings} where ${ratings.beatId} = ${beatId})`,
          })
          .where(eq(beats.id, beatId));
      });
    },

    /** A stat row, and the beat's counter: downloads, or shares for every kind of share. */
    async recordStat(beatId: number, stat: string, userId: number | null): Promise<void> {
      // played_30s (beat intelligence, issue 17) has no counter on the beat: only its stat row and rollup. A
      // play's start neither: the public count moves when the play is heard (plays.repository, decision 0094).
      if (stat === 'played_30s' || stat === 'played')
        return void (await db.insert(beatStats).values({ beatId, stat, userId }));
      const key = stat === 'downloaded' ? 'downloads' : 'shares';
      await db.transaction(async (tx) => {
        await tx.insert(beatStats).values({ beatId, stat, userId });
        await tx
          .update(beats)
          .set({ [key]: sql`${beats[key]} + 1` })
          .where(eq(beats.id, beatId));
      });
    },
  };
}
export type BeatMarksRepository = ReturnType<typeof createBeatMarksRepository>;
