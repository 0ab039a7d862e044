import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { serviceOffers, users } from '../../db/schema/index.js';

export type ServiceOfferRow = typeof serviceOffers.$inferSelect;
export type OfferColumns = Omit<typeof serviceOffers.$inferInsert, 'id' | 'sellerId' | 'createdAt' | 'updatedAt'>;

/** Producers' custom-beat offers (decision 0097); an archived offer keeps its row for the orders made from it. */
export function createServiceOffersRepository(db: Db) {
  const withSeller = () =>
    db
      .select({ offer: serviceOffers, firstName: users.firstName, lastName: users.lastName, role: users.role })
      .from(serviceOffers)
      .innerJoin(users, eq(users.id, serviceOffers.sellerId));
  return {
    byId: async (id: number) => (await withSeller().where(eq(serviceOffers.id, id)))[0] ?? null,
    /** Published, not archived: the custom-beats page. */
    published: () =>
      withSeller()
        .where(and(eq(serviceOffers.published, true), isNull(serviceOffers.deletedAt)))
        .orderBy(asc(serviceOffers.price), asc(serviceOffers.id))
        .limit(200),
    /** A seller's own, hidden ones included (the dashboard). */
    of: (sellerId: number) =>
      withSeller()
        .where(and(eq(serviceOffers.sellerId, sellerId), isNull(serviceOffers.deletedAt)))
        .orderBy(asc(serviceOffers.id)),
    insert: async (sellerId: number, values: OfferColumns) =>
      (
        await db
          .insert(serviceOffers)
          .values({ ...values, sellerId })
          .returning()
      )[0]!,
    update: (id: number, values: Partial<OfferColumns>) =>
      db
        .update(serviceOffers)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(serviceOffers.id, id)),
  };
}
export type ServiceOffersRepository = ReturnType<typeof createServiceOffersRepository>;
