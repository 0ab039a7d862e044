import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oauthStates } from '../../db/schema/index.js';

export function createOAuthStatesRepository(db: Db) {
  return {
    insert: (row: typeof oauthStates.$inferInsert) => db.insert(oauthStates).values(row),
    /** Reads and deletes in one statement: a state is used at most once. */
    async consume(state: string, provider: string) {
      const [row] = await db
        .delete(oauthStates)
        .where(
          and(eq(oauthStates.state, state), eq(oauthStates.provider, provider), gt(oauthStates.expiresAt, sql`now()`)),
        )
        .returning();
      return row ?? null;
    },
    purgeExpired: () => db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now()`)),
  };
}
export type OAuthStatesRepository = ReturnType<typeof createOAuthStatesRepository>;
