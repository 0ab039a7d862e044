import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { slides } from '../../db/schema/index.js';

export type SlideRow = typeof slides.$inferSelect;

export function createSlidesRepository(db: Db) {
  return {
    /** Every published slide in order, whatever its window: the window is applied when read (it moves with time). */
    published: () =>
      db
        .select()
        .from(slides)
        .where(and(isNull(slides.deletedAt), eq(slides.published, true)))
        .orderBy(asc(slides.position), asc(slides.id)),
    /** After the last one: a new slide goes to the end of the carousel unless given a place. */
    async nextPosition(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(max(${slides.position}) + 1, 0)::int` })
        .from(slides)
        .where(isNull(slides.deletedAt));
      return row?.n ?? 0;
    },
    insert: async (values: typeof slides.$inferInsert) => (await db.insert(slides).values(values).returning())[0]!,
    /** The live (not archived) slides' ids, to check a reorder names each of them once. */
    liveIds: async () =>
      (await db.select({ id: slides.id }).from(slides).where(isNull(slides.deletedAt))).map((r) => r.id),
    /** Positions 0, 1, 2… in the given order, in one statement (a reorder never leaves half an order). */
    async reorder(ids: number[]) {
      const cases = sql.join(
        ids.map((id, i) => sql`when ${id} then ${i}`),
        sql` `,
      );
      await db
        .update(slides)
        .set({ position: sql`(case ${slides.id} ${cases} end)::int`, updatedAt: new Date() })
        .where(inArray(slides.id, ids));
    },
  };
}
export type SlidesRepository = ReturnType<typeof createSlidesRepository>;
