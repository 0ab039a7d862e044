import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { Tx } from '../beat-editing.repository.js';
import { beats, users } from '../../../db/schema/index.js';

/** Live beats (not archived) whose producer has not declared their samples yet (decision 0091). */
const undeclared = and(isNull(beats.sampleDeclaration), isNull(beats.deletedAt), eq(beats.family, 'beat'));

/** The back office's list of undeclared beats, and the record of asking their producers. */
export function createUndeclaredRepository(db: Db) {
  return {
    async page(limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: beats.id,
            slug: beats.slug,
            title: beats.title,
            publishedAt: beats.publishedAt,
            askedAt: beats.declarationAskedAt,
            producerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
          })
          .from(beats)
          .innerJoin(users, eq(users.id, beats.producerId))
          .where(undeclared)
          // Published beats first: those are the ones buyers license today.
          .orderBy(sql`${beats.publishedAt} desc nulls last`, desc(beats.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(beats).where(undeclared),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /** The beat and its producer's address, when the beat is still undeclared. */
    async beat(id: number) {
      const [row] = await db
        .select({
          id: beats.id,
          slug: beats.slug,
          title: beats.title,
          askedAt: beats.declarationAskedAt,
          email: users.email,
          firstName: users.firstName,
        })
        .from(beats)
        .innerJoin(users, eq(users.id, beats.producerId))
        .where(and(eq(beats.id, id), undeclared));
      return row ?? null;
    },
    /**
     * Marks the ask and queues its mail in one transaction (both or neither), unless the producer was
     * asked in the last day (by anyone): false then, and nothing is mailed twice.
     */
    ask: (id: number, mail: (tx: Tx) => Promise<unknown>): Promise<boolean> =>
      db.transaction(async (tx) => {
        const done = await tx
          .update(beats)
          .set({ declarationAskedAt: new Date() })
          .where(
            and(
              eq(beats.id, id),
              or(isNull(beats.declarationAskedAt), lt(beats.declarationAskedAt, sql`now() - interval '1 day'`)),
            ),
          )
          .returning({ id: beats.id });
        if (done.length) await mail(tx);
        return done.length > 0;
      }),
  };
}
export type UndeclaredRepository = ReturnType<typeof createUndeclaredRepository>;
