import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailConfirmations } from '../../db/schema/index.js';

export type ConfirmationPurpose = (typeof emailConfirmations.$inferSelect)['purpose'];
export type ConfirmationRow = typeof emailConfirmations.$inferSelect;

/** Mailed links that prove an address (pending sign-ups, email changes); stored hashed, used once. */
export function createEmailConfirmationsRepository(db: Db) {
  return {
    insert: (row: typeof emailConfirmations.$inferInsert) => db.insert(emailConfirmations).values(row),

    /** Marks the live token used and returns it, in one statement: of two clicks only one wins. */
    async use(tokenHash: string, purpose: ConfirmationPurpose): Promise<ConfirmationRow | null> {
      const [row] = await db
        .update(emailConfirmations)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailConfirmations.tokenHash, tokenHash),
            eq(emailConfirmations.purpose, purpose),
            isNull(emailConfirmations.usedAt),
            gt(emailConfirmations.expiresAt, sql`now()`),
          ),
        )
        .returning();
      return row ?? null;
    },

    async pendingEmailChange(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ email: emailConfirmations.email })
        .from(emailConfirmations)
        .where(
          and(
            eq(emailConfirmations.userId, userId),
            eq(emailConfirmations.purpose, 'email_change'),
            isNull(emailConfirmations.usedAt),
            gt(emailConfirmations.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(emailConfirmations.createdAt))
        .limit(1);
      return row?.email ?? null;
    },

    /** A newer request replaces older ones: only the latest link for a user's change works. */
    dropPendingEmailChanges: (userId: number) =>
      db
        .update(emailConfirmations)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailConfirmations.userId, userId),
            eq(emailConfirmations.purpose, 'email_change'),
            isNull(emailConfirmations.usedAt),
          ),
        ),
  };
}
export type EmailConfirmationsRepository = ReturnType<typeof createEmailConfirmationsRepository>;
