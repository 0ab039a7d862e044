import { and, asc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { ROLES } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import { oauthAccounts, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

export function createUsersRepository(db: Db) {
  const byEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;
  return {
    async findActiveByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(byEmail(email), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },
    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(byEmail(email)).limit(1);
      return Boolean(row);
    },
    async findById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
    async insert(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },
    setPassword: (id: number, passwordHash: string) =>
      db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id)),
    setName: (id: number, firstName: string, lastName: string) =>
      db.update(users).set({ firstName, lastName, updatedAt: new Date() }).where(eq(users.id, id)),
    setNews: (id: number, news: boolean) =>
      db.update(users).set({ news, updatedAt: new Date() }).where(eq(users.id, id)),
    setEmail: (id: number, email: string) =>
      db.update(users).set({ email, updatedAt: new Date() }).where(eq(users.id, id)),
    /** Soft delete: the row stays, so orders and the ledger keep pointing at it (money records are never deleted). */
    softDelete: (id: number) =>
      db
        .update(users)
        .set({ deletedAt: new Date() })
        .where(and(eq(users.id, id), isNull(users.deletedAt))),
    touchLogin: (id: number) => db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, id)),

    async findByOAuth(provider: string, subject: string): Promise<UserRow | null> {
      const [row] = await db
        .select({ user: users })
        .from(oauthAccounts)
        .innerJoin(users, eq(users.id, oauthAccounts.userId))
        .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject), isNull(users.deletedAt)))
        .limit(1);
      return row?.user ?? null;
    },
    /** Public producer directory (our-producers): producers are the accounts with a producer identifier. */
    listProducers: () =>
      db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          nickname: users.nickname,
          producerIdentifier: users.producerIdentifier,
        })
        .from(users)
        .where(
          and(gte(users.role, ROLES.ROLE_PRODUCER.id), isNull(users.deletedAt), isNotNull(users.producerIdentifier)),
        )
        .orderBy(asc(users.firstName), asc(users.lastName)),
    linkOAuth: (provider: string, subject: string, userId: number) =>
      db.insert(oauthAccounts).values({ provider, subject, userId }).onConflictDoNothing(),
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
