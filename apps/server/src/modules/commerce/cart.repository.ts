import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  attachments,
  beats,
  cartItems,
  licenses,
  serviceMilestones,
  serviceOrders,
  storeCartItems,
  storeItems,
  users,
} from '../../db/schema/index.js';

export type LicenseRow = typeof licenses.$inferSelect;

/** Decision 0077: the beat has a stored trackouts file (the add-on is sold only then). */
// The beat's id spelled out: a one-table select renders its columns unqualified (the subquery's own id).
const trackoutsAvailable = sql<boolean>`exists(select 1 from ${attachments} a where a.beat_id = "beats"."id" and a.kind = 'zip' and a.deleted_at is null)`;

export function createCartRepository(db: Db) {
  return {
    lines: (userId: number) =>
      db
        .select({
          beatId: cartItems.beatId,
          licenseId: cartItems.licenseId,
          trackoutsId: cartItems.trackoutsId,
          bundleLicenseId: cartItems.bundleLicenseId,
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
        })
        .from(cartItems)
        .innerJoin(beats, eq(beats.id, cartItems.beatId))
        .innerJoin(users, eq(users.id, beats.producerId))
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
      line: { licenseId: number; trackoutsId: number | null; bundleLicenseId: number | null },
    ) {
      await db
        .insert(cartItems)
        .values({ userId, beatId, ...line })
        .onConflictDoUpdate({ target: [cartItems.userId, cartItems.beatId], set: { ...line, updatedAt: new Date() } });
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
