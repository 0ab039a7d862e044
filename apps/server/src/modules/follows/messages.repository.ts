import { and, desc, eq, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { beats, followMessages, followMessagingOff, follows, users } from '../../db/schema/index.js';
import { digestsSwitchedOff } from './follows.repository.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Producers' messages to their followers and administrators' off switch (issue 38 §2). */
export function createMessagesRepository(db: Db) {
  return {
    transaction: <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run),
    async switchedOff(producerId: number) {
      const [row] = await db.select().from(followMessagingOff).where(eq(followMessagingOff.producerId, producerId));
      return !!row;
    },
    async setSwitch(producerId: number, enabled: boolean, by: number) {
      if (enabled) await db.delete(followMessagingOff).where(eq(followMessagingOff.producerId, producerId));
      else await db.insert(followMessagingOff).values({ producerId, by }).onConflictDoNothing();
    },
    /** When the producer last messaged their followers; `tx`: read under the producer's lock. */
    async lastSent(producerId: number, tx: Db | Tx = db) {
      const [row] = await tx
        .select({ at: followMessages.createdAt })
        .from(followMessages)
        .where(eq(followMessages.producerId, producerId))
        .orderBy(desc(followMessages.createdAt))
        .limit(1);
      return row?.at ?? null;
    },
    /** Of these beats, the producer's own published ones: what a message may carry as cards. */
    cardBeats: (tx: Tx, producerId: number, ids: number[]) =>
      ids.length
        ? tx
            .select({ id: beats.id, title: beats.title, slug: beats.slug, imageUrl: beats.imageUrl })
            .from(beats)
            .where(
              and(
                inArray(beats.id, ids),
                eq(beats.producerId, producerId),
                isNotNull(beats.publishedAt),
                isNull(beats.deletedAt),
              ),
            )
        : Promise.resolve([]),
    /** Locks the producer's row: two messages sent at once are one after the other, so the daily cap holds. */
    lockProducer: (tx: Tx, producerId: number) =>
      tx.execute(sql`select id from users where id = ${producerId} for update`),
    /** Followers who asked for this producer's mail and did not switch it off, with their address. */
    recipients: (tx: Tx, producerId: number) =>
      tx
        .select({ id: users.id, email: users.email, name: users.firstName })
        .from(follows)
        .innerJoin(users, eq(users.id, follows.followerId))
        .where(
          and(
            eq(follows.producerId, producerId),
            eq(follows.digest, true),
            isNull(users.deletedAt),
            notExists(digestsSwitchedOff(tx)),
          ),
        ),
    async record(tx: Tx, row: typeof followMessages.$inferInsert) {
      const [made] = await tx.insert(followMessages).values(row).returning({ id: followMessages.id });
      return made!.id;
    },
    async producerName(tx: Tx, id: number) {
      const [u] = await tx
        .select({ name: sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.firstName})` })
        .from(users)
        .where(eq(users.id, id));
      return u?.name ?? '';
    },
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
