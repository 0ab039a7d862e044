import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';

export function createSettingsRepository(db: Db) {
  return {
    async all(): Promise<Record<string, unknown>> {
      const rows = await db.select().from(settings);
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    },
    /** One save of the settings form: rows written and rows removed (back to the default) together. */
    async save(set: Record<string, unknown>, remove: string[]) {
      const rows = Object.entries(set).map(([key, value]) => ({ key, value }));
      await db.transaction(async (tx) => {
        if (remove.length) await tx.delete(settings).where(inArray(settings.key, remove));
        if (rows.length)
          await tx
            .insert(settings)
            .values(rows)
            .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
      });
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
