import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { postIts, users } from '../../db/schema/index.js';

export type PostItRow = typeof postIts.$inferSelect;

export function createPostItsRepository(db: Db) {
  return {
    insert: async (values: typeof postIts.$inferInsert) => (await db.insert(postIts).values(values).returning())[0]!,
    /** Authors' display names by user id, for a page of notes in one query. */
    async authorNames(ids: number[]): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
        .from(users)
        .where(inArray(users.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}
export type PostItsRepository = ReturnType<typeof createPostItsRepository>;
