import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invitations, passwordResets } from '../../db/schema/index.js';

/** Password-reset and invitation tokens; both are stored hashed and used once. */
export function createAccountTokensRepository(db: Db) {
  return {
    insertReset: (userId: number, tokenHash: string, expiresAt: Date) =>
      db.insert(passwordResets).values({ userId, tokenHash, expiresAt }),

    async findLiveReset(tokenHash: string) {
      const [row] = await db
        .select()
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    /** Conditional update: of two concurrent uses of one token, only one succeeds. */
    async useReset(id: number): Promise<boolean> {
      const rows = await db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id });
      return rows.length === 1;
    },

    /** Every unused reset link of the user stops working (a password change or reset happened). */
    revokeResets: (userId: number) =>
      db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt))),

    async insertInvitation(values: typeof invitations.$inferInsert) {
      const [row] = await db.insert(invitations).values(values).returning();
      return row!;
    },
    async findLiveInvitation(tokenHash: string) {
      const [row] = await db
        .select()
        .from(invitations)
        .where(
          and(
            eq(invitations.tokenHash, tokenHash),
            isNull(invitations.acceptedAt),
            gt(invitations.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    /** The newest invitation for an email that is not yet accepted (expired ones can be re-sent). */
    async findPendingInvitationByEmail(email: string) {
      const [row] = await db
        .select()
        .from(invitations)
        .where(and(sql`lower(${invitations.email}) = ${email.toLowerCase()}`, isNull(invitations.acceptedAt)))
        .orderBy(desc(invitations.createdAt))
        .limit(1);
      return row ?? null;
    },
    /** A fresh link (and, when an administrator invites again, the role chosen this time). */
    renewInvitation: (id: number, tokenHash: string, expiresAt: Date, role?: number) =>
      db.update(invitations).set({ tokenHash, expiresAt, role }).where(eq(invitations.id, id)),
    acceptInvitation: (id: number) =>
      db.update(invitations).set({ acceptedAt: new Date() }).where(eq(invitations.id, id)),
  };
}
export type AccountTokensRepository = ReturnType<typeof createAccountTokensRepository>;
