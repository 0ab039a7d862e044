import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { OfferStatus } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import { beatOfferSettings, beats, cartItems, licenses, offerEvents, offers, users } from '../../db/schema/index.js';

export type OfferRow = typeof offers.$inferSelect;

/** `statusAt` in SQL: an open offer or an accepted link past its time reads as expired. */
function statusNow(status: OfferStatus, now: Date) {
  const openPast = and(eq(offers.status, 'open'), lte(offers.expiresAt, now));
  const linkPast = and(eq(offers.status, 'accepted'), lte(offers.linkExpiresAt, now));
  if (status === 'expired') return or(eq(offers.status, 'expired'), openPast, linkPast);
  if (status === 'open') return and(eq(offers.status, 'open'), gt(offers.expiresAt, now));
  if (status === 'accepted')
    return and(eq(offers.status, 'accepted'), or(isNull(offers.linkExpiresAt), gt(offers.linkExpiresAt, now)));
  return eq(offers.status, status);
}
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** Offers, their threads and the beats' offer settings (decision 0098). */
export function createOffersRepository(db: Db) {
  return {
    transaction: <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run),
    async settings(beatId: number) {
      const [row] = await db.select().from(beatOfferSettings).where(eq(beatOfferSettings.beatId, beatId));
      return row ?? { beatId, enabled: false, floors: {} as Record<string, number> };
    },
    async saveSettings(beatId: number, enabled: boolean, floors: Record<string, number>) {
      await db
        .insert(beatOfferSettings)
        .values({ beatId, enabled, floors })
        .onConflictDoUpdate({ target: beatOfferSettings.beatId, set: { enabled, floors, updatedAt: new Date() } });
    },
    async beat(beatId: number) {
      const [row] = await db
        .select({ id: beats.id, producerId: beats.producerId, title: beats.title, slug: beats.slug })
        .from(beats)
        .where(eq(beats.id, beatId));
      return row ?? null;
    },
    licenses: () => db.select().from(licenses).where(isNull(licenses.deletedAt)).orderBy(desc(licenses.price)),
    byId: async (id: number, tx: Tx = db) => (await tx.select().from(offers).where(eq(offers.id, id)))[0] ?? null,
    byIds: (ids: number[], tx: Tx = db) => tx.select().from(offers).where(inArray(offers.id, ids)),
    lock: async (tx: Tx, id: number) =>
      (await tx.select().from(offers).where(eq(offers.id, id)).for('update'))[0] ?? null,

    /** Marks this buyer's live offers on the beat that ran out (answer or link) expired, freeing the slot. */
    async expireStale(beatId: number, buyerId: number, now: Date) {
      await db
        .update(offers)
        .set({ status: 'expired', updatedAt: now })
        .where(
          and(
            eq(offers.beatId, beatId),
            eq(offers.buyerId, buyerId),
            or(
              and(eq(offers.status, 'open'), lt(offers.expiresAt, now)),
              and(eq(offers.status, 'accepted'), lt(offers.linkExpiresAt, now)),
            ),
          ),
        );
    },
    async madeSince(buyerId: number, since: Date) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(offers)
        .where(and(eq(offers.buyerId, buyerId), gt(offers.createdAt, since)));
      return Number(row?.n ?? 0);
    },
    /** Null when the buyer already has a live offer on the beat (the unique index). */
    async insert(row: typeof offers.$inferInsert, message: string) {
      return db.transaction(async (tx) => {
        const [made] = await tx.insert(offers).values(row).onConflictDoNothing().returning();
        if (!made) return null;
        await tx.insert(offerEvents).values({
          offerId: made.id,
          authorId: row.buyerId,
          kind: 'offer',
          amount: row.amount,
          message,
        });
        return made;
      });
    },
    update: (tx: Tx, id: number, set: Partial<typeof offers.$inferInsert>) =>
      tx
        .update(offers)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(offers.id, id)),
    addEvent: (tx: Tx, row: typeof offerEvents.$inferInsert) => tx.insert(offerEvents).values(row),
    events: (offerId: number) =>
      db.select().from(offerEvents).where(eq(offerEvents.offerId, offerId)).orderBy(asc(offerEvents.id)),

    /** A list page's rows: the viewer's offers made (buyer) or received (producer; every one for all). */
    /** The latest offers of a buyer, of a producer, or (administrators) of everyone, in a state as it stands now. */
    list: (where: { buyerId?: number; producerId?: number; status?: OfferStatus; now?: Date }) =>
      db
        .select()
        .from(offers)
        .where(
          and(
            where.buyerId !== undefined ? eq(offers.buyerId, where.buyerId) : undefined,
            where.producerId !== undefined ? eq(offers.producerId, where.producerId) : undefined,
            where.status ? statusNow(where.status, where.now ?? new Date()) : undefined,
          ),
        )
        .orderBy(desc(offers.updatedAt), desc(offers.id))
        .limit(200),
    async names(ids: number[], tx: Tx = db) {
      if (!ids.length) return new Map<number, { name: string; email: string; first: string }>();
      const rows = await tx
        .select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email })
        .from(users)
        .where(inArray(users.id, ids));
      return new Map(rows.map((r) => [r.id, { name: `${r.first} ${r.last}`.trim(), email: r.email, first: r.first }]));
    },
    async beatsOf(ids: number[], tx: Tx = db) {
      if (!ids.length) return new Map<number, { title: string; slug: string }>();
      const rows = await tx
        .select({ id: beats.id, title: beats.title, slug: beats.slug })
        .from(beats)
        .where(inArray(beats.id, ids));
      return new Map(rows.map((r) => [r.id, r]));
    },
    /** Puts the accepted offer's line in the buyer's cart, replacing whatever line the beat had there. */
    async putInCart(userId: number, offer: OfferRow) {
      const line = { licenseId: offer.licenseId, trackoutsId: null, bundleLicenseId: null, offerId: offer.id };
      await db
        .insert(cartItems)
        .values({ userId, beatId: offer.beatId, ...line })
        .onConflictDoUpdate({ target: [cartItems.userId, cartItems.beatId], set: { ...line, updatedAt: new Date() } });
    },
  };
}
export type OffersRepository = ReturnType<typeof createOffersRepository>;
