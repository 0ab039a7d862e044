import type { Db } from '../../db/client.js';
import { namesById } from '../../db/people.js';
import { postIts } from '../../db/schema/index.js';

export type PostItRow = typeof postIts.$inferSelect;

export function createPostItsRepository(db: Db) {
  return {
    insert: async (values: typeof postIts.$inferInsert) => (await db.insert(postIts).values(values).returning())[0]!,
    authorNames: (ids: number[]) => namesById(db, ids),
  };
}
export type PostItsRepository = ReturnType<typeof createPostItsRepository>;
