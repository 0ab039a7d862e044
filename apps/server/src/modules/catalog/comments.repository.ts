import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { beats, comments, users } from '../../db/schema/index.js';

export function createCommentsRepository(db: Db) {
  return {
    /** The beat's comment_count moves in the same transaction as the comment. */
    async insert(beatId: number, userId: number, body: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(comments).values({ beatId, userId, body }).returning();
        await tx.update(beats).set({ commentCount: sql`${beats.commentCount} + 1` }).where(eq(beats.id, beatId));
        return row!;
      });
    },
    authorsOf: (userIds: number[]) =>
      userIds.length ? db.select({ id: users.id, firstName: users.firstName }).from(users).where(inArray(users.id, userIds)) : Promise.resolve([]),
    adjustCount: (beatId: number, delta: 1 | -1) =>
      db.update(beats).set({ commentCount: sql`${beats.commentCount} + ${delta}` }).where(eq(beats.id, beatId)),
  };
}
export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
