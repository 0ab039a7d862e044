import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userPreferences } from '../../db/schema/index.js';

export type UserPreferenceRow = typeof userPreferences.$inferSelect;

/** A user's own preferences; none for a visitor (no user has the id -1). */
export const preferencesOf = (userId: number | undefined): SQL => eq(userPreferences.userId, userId ?? -1);

export function createUserPreferencesRepository(db: Db) {
  return {
    async count(userId: number) {
      const [row] = await db.select({ n: count() }).from(userPreferences).where(eq(userPreferences.userId, userId));
      return Number(row?.n ?? 0);
    },
    has: async (userId: number, key: string) =>
      (
        await db
          .select({ id: userPreferences.id })
          .from(userPreferences)
          .where(and(eq(userPreferences.userId, userId), eq(userPreferences.key, key)))
      ).length > 0,
    /** Sets a key: one statement, so two tabs saving the same key at once both succeed (last wins). */
    async set(userId: number, key: string, value: unknown): Promise<UserPreferenceRow> {
      const [row] = await db
        .insert(userPreferences)
        .values({ userId, key, value })
        .onConflictDoUpdate({
          target: [userPreferences.userId, userPreferences.key],
          set: { value: sql`excluded.value`, updatedAt: new Date() },
        })
        .returning();
      return row!;
    },
  };
}
export type UserPreferencesRepository = ReturnType<typeof createUserPreferencesRepository>;
