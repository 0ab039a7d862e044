import { and, eq, gte, isNull } from 'drizzle-orm';
import type { Coupon } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import { cartPromos, couponRedemptions, coupons } from '../../db/schema/index.js';

type CouponRow = typeof coupons.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export const toCoupon = (r: CouponRow): Coupon => ({
  id: r.id,
  title: r.title,
  code: r.code,
  buy_x: r.buyX,
  get_y: r.getY,
  percent_off: r.percentOff,
  redeem_by: r.redeemBy,
});
const today = () => new Date().toISOString().slice(0, 10);

export function createCouponsRepository(db: Db) {
  return {
    insert: async (values: typeof coupons.$inferInsert) => (await db.insert(coupons).values(values).returning())[0]!,
    /** Store-wide offers (no code) still redeemable today. */
    offers: async () =>
      (
        await db
          .select()
          .from(coupons)
          .where(and(isNull(coupons.code), isNull(coupons.deletedAt), gte(coupons.redeemBy, today())))
      ).map(toCoupon),
    byCode: async (code: string) => {
      const [row] = await db
        .select()
        .from(coupons)
        .where(and(eq(coupons.code, code), isNull(coupons.deletedAt)));
      return row ? toCoupon(row) : null;
    },
    /** The promo code on a buyer's cart, if it is still live. */
    promoOf: async (userId: number) => {
      const [row] = await db
        .select({ coupon: coupons })
        .from(cartPromos)
        .innerJoin(coupons, eq(coupons.id, cartPromos.couponId))
        .where(and(eq(cartPromos.userId, userId), isNull(coupons.deletedAt), gte(coupons.redeemBy, today())));
      return row ? toCoupon(row.coupon) : null;
    },
    setPromo: (userId: number, couponId: number) =>
      db
        .insert(cartPromos)
        .values({ userId, couponId })
        .onConflictDoUpdate({ target: cartPromos.userId, set: { couponId, createdAt: new Date() } }),
    clearPromo: (userId: number, tx: Tx = db) => tx.delete(cartPromos).where(eq(cartPromos.userId, userId)),
    async usedBy(couponId: number, userId: number): Promise<boolean> {
      const rows = await db
        .select({ id: couponRedemptions.orderId })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
      return rows.length > 0;
    },
    /** Records the use inside the sale's transaction; false when this buyer already used it. */
    async redeem(tx: Tx, couponId: number, userId: number, orderId: number): Promise<boolean> {
      const made = await tx
        .insert(couponRedemptions)
        .values({ couponId, userId, orderId })
        .onConflictDoNothing()
        .returning({ id: couponRedemptions.orderId });
      return made.length > 0;
    },
  };
}
export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
