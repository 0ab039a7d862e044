import { and, count, gte, isNull } from 'drizzle-orm';
import { ROLES } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import { beats, users } from '../../db/schema/index.js';
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
    /** Every active administrator, to mail. */
    administrators: () =>
      db
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(and(gte(users.role, ROLES.ROLE_ADMIN.id), isNull(users.deletedAt))),
  };
}
export type ApprovalsRepository = ReturnType<typeof createApprovalsRepository>;
