import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { beats } from '../../db/schema/index.js';
import { statusWhere } from './beat-search.js';

/** What administrators are told about beats waiting for their approval (issue 31). */
export function createApprovalsRepository(db: Db) {
  return {
    /** Beats whose producer asked to publish them, not yet published (All Beats' "Awaiting approval"). */
    async awaitingCount(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(beats)
        .where(statusWhere(['awaiting_approval']));
      return row?.n ?? 0;
    },
  };
}
export type ApprovalsRepository = ReturnType<typeof createApprovalsRepository>;
