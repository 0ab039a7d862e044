import { eq, or, sql, type SQL } from 'drizzle-orm';
import { subscribables, subscriptions } from '../../db/schema/index.js';

/** The published plans, and a signed-in user's own (a producer's plans over their beats). */
export const plansVisibleTo = (userId: number | null): SQL =>
  userId === null
    ? sql`${subscribables.published} = true`
    : or(eq(subscribables.published, true), eq(subscribables.producerId, userId))!;

/** A user's own subscriptions; none for a visitor. */
export const subscriptionsOf = (userId: number | null): SQL =>
  userId === null ? sql`false` : eq(subscriptions.userId, userId);
