import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { DELIVERED_STATES } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import { allowlistFeeds, orderItems, orders, users } from '../../db/schema/index.js';

/** The lines whose licences stand (decision 0074: a line refunded whole is revoked) and name a channel. */
const standing = and(
  inArray(orders.status, [...DELIVERED_STATES]),
  or(eq(orderItems.amount, 0), lt(orderItems.refunded, orderItems.amount)),
  sql`${orderItems.youtubeChannels} <> '[]'::jsonb`,
);

/** Licence channels on order lines, and the producers' secret allowlist feeds (decision 0092). */
export function createChannelsRepository(db: Db) {
  return {
    /** One order line with its order's state and buyer, or null. */
    async line(orderId: number, itemId: number) {
      const [row] = await db
        .select({ item: orderItems, status: orders.status, buyerId: orders.userId, paidAt: orders.paidAt })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)));
      return row ?? null;
    },
    async setChannels(itemId: number, channels: string[]) {
      await db.update(orderItems).set({ youtubeChannels: channels }).where(eq(orderItems.id, itemId));
    },
    async name(userId: number) {
      const [u] = await db
        .select({ first: users.firstName, last: users.lastName })
        .from(users)
        .where(eq(users.id, userId));
      return u ? `${u.first} ${u.last}`.trim() : null;
    },
    /** Every standing licence of the producer's beats that names a channel, oldest first. */
    allowlist(producerId: number) {
      return db
        .select({
          beatId: orderItems.beatId,
          beatTitle: orderItems.beatTitle,
          terms: orderItems.terms,
          code: orderItems.verificationCode,
          channels: orderItems.youtubeChannels,
          paidAt: orders.paidAt,
          createdAt: orderItems.createdAt,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orderItems.producerId, producerId), standing))
        .orderBy(asc(orderItems.id));
    },
    async feedToken(producerId: number) {
      const [row] = await db.select().from(allowlistFeeds).where(eq(allowlistFeeds.producerId, producerId));
      return row?.token ?? null;
    },
    async feedOwner(token: string) {
      const [row] = await db.select().from(allowlistFeeds).where(eq(allowlistFeeds.token, token));
      return row?.producerId ?? null;
    },
    /** Makes the producer's feed token, or replaces it: the old address stops answering at once. */
    async rotateFeed(producerId: number, token: string) {
      await db
        .insert(allowlistFeeds)
        .values({ producerId, token })
        .onConflictDoUpdate({ target: allowlistFeeds.producerId, set: { token, createdAt: new Date() } });
    },
  };
}
export type ChannelsRepository = ReturnType<typeof createChannelsRepository>;
