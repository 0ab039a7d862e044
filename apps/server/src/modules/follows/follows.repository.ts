import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { beats, followDigestSent, follows, userPreferences, users } from '../../db/schema/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The user preference that switches every release digest off at once (decision 0106). */
export const DIGEST_PREFERENCE = 'mail:release-digest';

/** The follower switched release mail off in their preferences: a subquery on `follows`' row. */
export const digestsSwitchedOff = (q: Pick<Db, 'select'>) =>
  q
    .select({ one: sql`1` })
    .from(userPreferences)
    .where(
      and(
        eq(userPreferences.userId, follows.followerId),
        eq(userPreferences.key, DIGEST_PREFERENCE),
        sql`${userPreferences.value} = 'false'::jsonb`,
      ),
    );

/** Followers of producers (issue 38 §2) and the log of beats their digests told them about. */
export function createFollowsRepository(db: Db) {
  return {
    transaction: <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run),

    /** A producer account that exists (not deleted), or null. */
    async producer(id: number) {
      const [row] = await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)));
      return row ?? null;
    },
    async follow(followerId: number, producerId: number, digest: boolean) {
      await db
        .insert(follows)
        .values({ followerId, producerId, digest })
        .onConflictDoUpdate({ target: [follows.followerId, follows.producerId], set: { digest } });
    },
    async unfollow(followerId: number, producerId: number) {
      await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.producerId, producerId)));
    },
    async state(followerId: number | null, producerId: number) {
      const [{ n }] = (await db.select({ n: count() }).from(follows).where(eq(follows.producerId, producerId))) as [
        { n: number },
      ];
      if (followerId === null) return { followers: Number(n), following: false, digest: false };
      const [mine] = await db
        .select({ digest: follows.digest })
        .from(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.producerId, producerId)));
      return { followers: Number(n), following: !!mine, digest: mine?.digest ?? false };
    },
    /** New followers per week (Monday, UTC) who still follow, oldest first. */
    async weekly(producerId: number) {
      const week = sql<string>`to_char(date_trunc('week', ${follows.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
      const rows = await db
        .select({ week, n: count() })
        .from(follows)
        .where(eq(follows.producerId, producerId))
        .groupBy(week)
        .orderBy(asc(week));
      return rows.map((r) => ({ week: r.week, added: Number(r.n) }));
    },
    /** Turns every digest of this follower off: the one-click unsubscribe. */
    async stopDigests(followerId: number) {
      await db.update(follows).set({ digest: false }).where(eq(follows.followerId, followerId));
    },

    /**
     * (follower, beat) pairs a digest owes: published beats of followed producers, published after the
     * follow and before `before`, to followers who asked for them and did not switch digests off.
     */
    async due(before: Date) {
      const sent = db
        .select({ one: sql`1` })
        .from(followDigestSent)
        .where(and(eq(followDigestSent.followerId, follows.followerId), eq(followDigestSent.beatId, beats.id)));
      const switchedOff = digestsSwitchedOff(db);
      return db
        .select({ followerId: follows.followerId, beatId: beats.id })
        .from(follows)
        .innerJoin(beats, eq(beats.producerId, follows.producerId))
        .innerJoin(users, eq(users.id, follows.followerId))
        .where(
          and(
            eq(follows.digest, true),
            isNull(users.deletedAt),
            isNotNull(beats.publishedAt),
            isNull(beats.deletedAt),
            gte(beats.publishedAt, follows.createdAt),
            lt(beats.publishedAt, before),
            notExists(sent),
            notExists(switchedOff),
          ),
        )
        .orderBy(asc(follows.followerId), asc(beats.publishedAt));
    },
    /**
     * Records the beats as told to this follower, inside the caller's transaction; returns the ones this
     * call recorded. A concurrent run that recorded them first makes this one wait, then get none.
     */
    async claim(tx: Tx, followerId: number, beatIds: number[]) {
      if (!beatIds.length) return [];
      const rows = await tx
        .insert(followDigestSent)
        .values(beatIds.map((beatId) => ({ followerId, beatId })))
        .onConflictDoNothing()
        .returning({ beatId: followDigestSent.beatId });
      return rows.map((r) => r.beatId);
    },
    async recipient(tx: Tx, id: number) {
      const [u] = await tx.select({ email: users.email, name: users.firstName }).from(users).where(eq(users.id, id));
      return u ?? null;
    },
    beatsForMail: (tx: Tx, ids: number[]) =>
      tx
        .select({
          id: beats.id,
          slug: beats.slug,
          title: beats.title,
          producer: sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.firstName})`,
        })
        .from(beats)
        .innerJoin(users, eq(users.id, beats.producerId))
        .where(inArray(beats.id, ids))
        .orderBy(asc(beats.publishedAt)),
  };
}
export type FollowsRepository = ReturnType<typeof createFollowsRepository>;
