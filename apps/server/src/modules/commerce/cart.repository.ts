import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  attachments,
  beats,
  cartItems,
  licenses,
  orderItems,
  offers,
  serviceMilestones,
  serviceOrders,
  storeCartItems,
  storeItems,
  users,
} from '../../db/schema/index.js';

export type LicenseRow = typeof licenses.$inferSelect;

/** Decision 0095: the sold line a cart line upgrades, with what was paid for it. */
const upgradeFrom = alias(orderItems, 'upgrade_from');
const upgradeFromColumns = {
  id: upgradeFrom.id,
  code: upgradeFrom.verificationCode,
  terms: upgradeFrom.terms,
  amount: upgradeFrom.amount,
  refunded: upgradeFrom.refunded,
  upgradeCredit: upgradeFrom.upgradeCredit,
};

/** Decision 0077: the beat has a stored trackouts file (the add-on is sold only then). */
// The beat's id spelled out: a one-table select renders its columns unqualified (the subquery's own id).
const trackoutsAvailable = sql<boolean>`exists(select 1 from ${attachments} a where a.beat_id = "beats"."id" and a.kind = 'zip' and a.deleted_at is null)`;

/** A beat line of the cart, with what prices it: the licences, an upgrade's old line, an offer. */
const LINE_COLUMNS = {
  beatId: cartItems.beatId,
  licenseId: cartItems.licenseId,
  trackoutsId: cartItems.trackoutsId,
  bundleLicenseId: cartItems.bundleLicenseId,
  upgradeFrom: upgradeFromColumns,
  offerId: cartItems.offerId,
  // Decision 0098: an accepted offer's line, priced at the agreed amount.
  offer: { amount: offers.amount, status: offers.status, linkExpiresAt: offers.linkExpiresAt },
  beat: {
    id: beats.id,
    producerId: beats.producerId,
    coproducerId: beats.coproducerId,
    collaborators: beats.collaborators,
    slug: beats.slug,
    family: beats.family,
    title: beats.title,
    beatType: beats.beatType,
    imageUrl: beats.imageUrl,
    price: beats.price,
    available: beats.available,
    sold: beats.sold,
    publishedAt: beats.publishedAt,
    deletedAt: beats.deletedAt,
    trackoutsAvailable,
    sampleDeclaration: beats.sampleDeclaration,
  },
  producerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
};

export function createCartRepository(db: Db) {
  return {
    lines: (userId: number) =>
      db
        .select(LINE_COLUMNS)
        .from(cartItems)
        .innerJoin(beats, eq(beats.id, cartItems.beatId))
        .innerJoin(users, eq(users.id, beats.producerId))
        .leftJoin(upgradeFrom, eq(upgradeFrom.id, cartItems.upgradeFromItemId))
        .leftJoin(offers, and(eq(offers.id, cartItems.offerId), eq(offers.buyerId, cartItems.userId)))
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.beatId)),
    licenses: () => db.select().from(licenses).where(isNull(licenses.deletedAt)).orderBy(asc(licenses.price)),
    beat: async (beatId: number) =>
      (
        await db
          .select({
            id: beats.id,
            family: beats.family,
            available: beats.available,
            sold: beats.sold,
            publishedAt: beats.publishedAt,
            deletedAt: beats.deletedAt,
            trackoutsAvailable,
            sampleDeclaration: beats.sampleDeclaration,
          })
          .from(beats)
          .where(eq(beats.id, beatId))
      )[0] ?? null,
    async upsert(
      userId: number,
      beatId: number,
      line: {
        licenseId: number;
        trackoutsId: number | null;
        bundleLicenseId: number | null;
        upgradeFromItemId?: number | null;
        offerId?: number;
      },
    ) {
      // A plain line is a sale: only POST /cart/upgrade names the licence a line upgrades (decision 0095), only
      // an accepted offer's link names the offer (decision 0098); a line chosen from the beat page clears both.
      const values = { ...line, upgradeFromItemId: line.upgradeFromItemId ?? null, offerId: line.offerId ?? null };
      await db
        .insert(cartItems)
        .values({ userId, beatId, ...values })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.beatId],
          set: { ...values, updatedAt: new Date() },
        });
    },
    remove: (userId: number, beatId: number) =>
      db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.beatId, beatId))),
    /** Beat and store lines alike. */
    async count(userId: number): Promise<number> {
      const n = sql<number>`count(*)::int`;
      const [[beatLines], [storeLines], [serviceLines]] = await Promise.all([
        db.select({ n }).from(cartItems).where(eq(cartItems.userId, userId)),
        db.select({ n }).from(storeCartItems).where(eq(storeCartItems.userId, userId)),
        db
          .select({ n })
          .from(serviceMilestones)
          .innerJoin(serviceOrders, eq(serviceOrders.id, serviceMilestones.serviceOrderId))
          .where(and(eq(serviceOrders.buyerId, userId), eq(serviceMilestones.status, 'due'))),
      ]);
      return Number(beatLines?.n ?? 0) + Number(storeLines?.n ?? 0) + Number(serviceLines?.n ?? 0);
    },

    /** Store items in the cart (decision 0085), with what pricing and checkout need of each. */
    storeLines: (userId: number) =>
      db
        .select({
          storeItemId: storeCartItems.storeItemId,
          item: {
            id: storeItems.id,
            slug: storeItems.slug,
            kind: storeItems.kind,
            title: storeItems.title,
            imageUrl: storeItems.imageUrl,
            price: storeItems.price,
            terms: storeItems.terms,
            producerId: storeItems.producerId,
            status: storeItems.status,
            zipKey: storeItems.zipKey,
            deletedAt: storeItems.deletedAt,
          },
          sellerName: sql<string>`coalesce(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
        })
        .from(storeCartItems)
        .innerJoin(storeItems, eq(storeItems.id, storeCartItems.storeItemId))
        .leftJoin(users, eq(users.id, storeItems.producerId))
        .where(eq(storeCartItems.userId, userId))
        .orderBy(asc(storeCartItems.createdAt), asc(storeCartItems.storeItemId)),
    /**
     * A buyer's service milestones still to pay (decision 0088): the cart shows them while due; one whose
     * order moved on (cancelled, say) stays listed but cannot be paid.
     */
    serviceLines: (userId: number) =>
      db
        .select({
          milestoneId: serviceMilestones.id,
          kind: serviceMilestones.kind,
          amount: serviceMilestones.amount,
          order: {
            id: serviceOrders.id,
            kind: serviceOrders.kind,
            title: serviceOrders.title,
            status: serviceOrders.status,
            sellerId: serviceOrders.sellerId,
          },
        })
        .from(serviceMilestones)
        .innerJoin(serviceOrders, eq(serviceOrders.id, serviceMilestones.serviceOrderId))
        .where(and(eq(serviceOrders.buyerId, userId), eq(serviceMilestones.status, 'due')))
        .orderBy(asc(serviceMilestones.id)),
    storeItem: async (id: number) =>
      (
        await db
          .select({ id: storeItems.id, status: storeItems.status, deletedAt: storeItems.deletedAt })
          .from(storeItems)
          .where(eq(storeItems.id, id))
      )[0] ?? null,
    /** False when the item is already in the cart. */
    async addStoreItem(userId: number, storeItemId: number) {
      const made = await db
        .insert(storeCartItems)
        .values({ userId, storeItemId })
        .onConflictDoNothing()
        .returning({ id: storeCartItems.storeItemId });
      return made.length > 0;
    },
    removeStoreItem: (userId: number, storeItemId: number) =>
      db
        .delete(storeCartItems)
        .where(and(eq(storeCartItems.userId, userId), eq(storeCartItems.storeItemId, storeItemId))),
  };
}
export type CartRepository = ReturnType<typeof createCartRepository>;
