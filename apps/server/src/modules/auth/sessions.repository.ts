import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

export const sessionUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  nickname: users.nickname,
  producerIdentifier: users.producerIdentifier,
  role: users.role,
  news: users.news,
};

export function createSessionsRepository(db: Db) {
  return {
    insert: (row: typeof sessions.$inferInsert) => db.insert(sessions).values(row),

    /** The session and its user, unless it expired, began before `bornAfter` (its absolute lifetime) or the user left. */
    async findLive(id: string, bornAfter: Date) {
      const [row] = await db
        .select({ ...sessionUserColumns, lastSeenAt: sessions.lastSeenAt, createdAt: sessions.createdAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, id),
            gt(sessions.expiresAt, sql`now()`),
            gt(sessions.createdAt, bornAfter),
            isNull(users.deletedAt),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    touch: (id: string, expiresAt: Date) =>
      db.update(sessions).set({ lastSeenAt: new Date(), expiresAt }).where(eq(sessions.id, id)),

    async findUser(id: number) {
      const [row] = await db
        .select(sessionUserColumns)
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    delete: (id: string) => db.delete(sessions).where(eq(sessions.id, id)),
    deleteForUser: (userId: number) => db.delete(sessions).where(eq(sessions.userId, userId)),
    deleteForUserExcept: (userId: number, keepId: string) =>
      db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId))),
    purgeExpired: () => db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`)),
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
