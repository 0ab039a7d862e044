import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fullName } from '../../db/people.js';
import { contestEntries, contests, contestVotes, contestWinners, coupons } from '../../db/schema/index.js';
import { featureListing } from './contest-feature-prize.repository.js';

export type ContestRow = typeof contests.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Entries of one account in one contest are counted under this lock, so two at once cannot both pass. */
const ENTRY_LOCK = 1_700_340;

export function createContestsRepository(db: Db) {
  return {
    transaction: <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run),
    /** A feature listing a prize may name (decision 0093). */
    feature: (beatId: number) => featureListing(db, beatId),
    list: (withDrafts: boolean) =>
      db
        .select({
          contest: contests,
          entries: sql<number>`(select count(*) from contest_entries e where e.contest_id = ${contests.id})::int`,
        })
        .from(contests)
        .where(withDrafts ? undefined : eq(contests.published, true))
        .orderBy(desc(contests.submissionsOpenAt), desc(contests.id)),
    bySlug: async (slug: string) => (await db.select().from(contests).where(eq(contests.slug, slug)))[0] ?? null,
    byId: async (id: number) => (await db.select().from(contests).where(eq(contests.id, id)))[0] ?? null,
    insert: async (values: typeof contests.$inferInsert) => (await db.insert(contests).values(values).returning())[0]!,
    update: async (id: number, values: Partial<typeof contests.$inferInsert>) =>
      (
        await db
          .update(contests)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(contests.id, id))
          .returning()
      )[0] ?? null,

    /** The entries with their artists' names and votes, oldest first. */
    entries: (contestId: number) =>
      db
        .select({
          id: contestEntries.id,
          userId: contestEntries.userId,
          title: contestEntries.title,
          fileKey: contestEntries.fileKey,
          fileName: contestEntries.fileName,
          artist: sql<string>`(select ${fullName()} from users where users.id = ${contestEntries.userId})`,
          votes: sql<number>`(select count(*) from contest_votes v where v.entry_id = ${contestEntries.id})::int`,
        })
        .from(contestEntries)
        .where(eq(contestEntries.contestId, contestId))
        .orderBy(asc(contestEntries.createdAt), asc(contestEntries.id)),

    /** Adds an entry unless the account already has `max` in this contest; null then. */
    addEntry: (values: typeof contestEntries.$inferInsert, max: number) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ENTRY_LOCK}, ${values.userId})`);
        const [had] = await tx
          .select({ n: count() })
          .from(contestEntries)
          .where(and(eq(contestEntries.contestId, values.contestId), eq(contestEntries.userId, values.userId)));
        if ((had?.n ?? 0) >= max) return null;
        return (await tx.insert(contestEntries).values(values).returning())[0]!;
      }),
    entry: async (contestId: number, entryId: number) =>
      (
        await db
          .select()
          .from(contestEntries)
          .where(and(eq(contestEntries.contestId, contestId), eq(contestEntries.id, entryId)))
      )[0] ?? null,

    /** The vote, or false when this account has voted in this contest already (the key decides, not a read). */
    vote: async (contestId: number, userId: number, entryId: number) =>
      (
        await db
          .insert(contestVotes)
          .values({ contestId, userId, entryId })
          .onConflictDoNothing({ target: [contestVotes.contestId, contestVotes.userId] })
          .returning()
      ).length === 1,
    myVote: async (contestId: number, userId: number) =>
      (
        await db
          .select({ entryId: contestVotes.entryId })
          .from(contestVotes)
          .where(and(eq(contestVotes.contestId, contestId), eq(contestVotes.userId, userId)))
      )[0]?.entryId ?? null,

    winners: (contestId: number) =>
      db
        .select({
          place: contestWinners.place,
          entryId: contestWinners.entryId,
          userId: contestWinners.userId,
          code: coupons.code,
          orderId: contestWinners.orderId,
        })
        .from(contestWinners)
        .leftJoin(coupons, eq(coupons.id, contestWinners.couponId))
        .where(eq(contestWinners.contestId, contestId))
        .orderBy(asc(contestWinners.place)),
    entriesByIds: (contestId: number, ids: number[]) =>
      db
        .select()
        .from(contestEntries)
        .where(and(eq(contestEntries.contestId, contestId), inArray(contestEntries.id, ids))),
  };
}
export type ContestsRepository = ReturnType<typeof createContestsRepository>;
