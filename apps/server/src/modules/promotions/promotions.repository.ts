import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { coupons, promotions } from '../../db/schema/index.js';
import type { Coupon } from '@beatmarket/shared';

// The promo code as the offer text reads it (the commerce module's repository is not ours to import).
const toCoupon = (r: typeof coupons.$inferSelect): Coupon => ({
  id: r.id,
  title: r.title,
  code: r.code,
  buy_x: r.buyX,
  get_y: r.getY,
  percent_off: r.percentOff,
  redeem_by: r.redeemBy,
});

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionShown = PromotionRow & { couponTitle: string | null };

export function createPromotionsRepository(db: Db) {
  return {
    async insert(values: typeof promotions.$inferInsert): Promise<PromotionRow> {
      const [row] = await db.insert(promotions).values(values).returning();
      return row!;
    },
    async update(id: number, values: Partial<typeof promotions.$inferInsert>): Promise<PromotionRow> {
      const [row] = await db.update(promotions).set(values).where(eq(promotions.id, id)).returning();
      return row!;
    },
    /** Whether a live (not deleted) promo code has this id: what a promotion may point at. */
    async couponExists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: coupons.id })
        .from(coupons)
        .where(and(eq(coupons.id, id), isNull(coupons.deletedAt)));
      return row !== undefined;
    },
    async couponTitles(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: coupons.id, title: coupons.title })
        .from(coupons)
        .where(inArray(coupons.id, ids));
      return new Map(rows.map((r) => [r.id, r.title]));
    },
    /**
     * Published promotions not yet past their deadline, with their promo code (when it is not deleted),
     * latest start first (decision 0054: a new campaign takes over without unpublishing the last one).
     * Whether each has started is judged per request, so the cached list stays right between reads.
     */
    candidates: async () =>
      (
        await db
          .select({ promotion: promotions, coupon: coupons })
          .from(promotions)
          .leftJoin(coupons, and(eq(coupons.id, promotions.couponId), isNull(coupons.deletedAt)))
          .where(
            and(
              eq(promotions.published, true),
              isNull(promotions.deletedAt),
              or(isNull(promotions.publishedTo), gt(promotions.publishedTo, sql`now()`)),
            ),
          )
          .orderBy(sql`${promotions.publishedFrom} desc nulls last`, desc(promotions.id))
          .limit(200)
      ).map((r) => ({ ...r.promotion, coupon: r.coupon ? toCoupon(r.coupon) : null })),
  };
}
export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
