import { isNull } from 'drizzle-orm';
import { cheapestPrice } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import { licenses } from '../../db/schema/index.js';

// A change in any process drops it at once (change feed, decision 0089); the TTL bounds a missed notification.
const TTL_MS = 60_000;

export function createLicensesRepository(db: Db) {
  // Every catalog list shows 'from' prices: the cheapest licence is read once per few seconds, not per row.
  let cached: { at: number; value: Promise<number | null> } | null = null;
  return {
    async insert(values: typeof licenses.$inferInsert) {
      const [row] = await db.insert(licenses).values(values).returning();
      cached = null;
      return row!;
    },
    invalidate() {
      cached = null;
    },
    cheapest(): Promise<number | null> {
      if (!cached || Date.now() - cached.at > TTL_MS) {
        const value = db
          .select({ type: licenses.type, price: licenses.price })
          .from(licenses)
          .where(isNull(licenses.deletedAt))
          .then((rows) => cheapestPrice(rows));
        cached = { at: Date.now(), value };
        value.catch(() => (cached = null));
      }
      return cached.value;
    },
  };
}
export type LicensesRepository = ReturnType<typeof createLicensesRepository>;
