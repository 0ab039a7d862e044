import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { coupons } from '../db/schema/index.js';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A store-wide offer, live promo codes (one ending tomorrow, to show the countdown label) and an expired one. */
export async function seedDemoCoupons(db: Db): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(coupons);
  if (Number(row?.n ?? 0) > 0) return;
  await db.insert(coupons).values([
    { title: 'Buy 2, get 1 free', code: null, buyX: 2, getY: 1, percentOff: null, redeemBy: inDays(30) },
    { title: 'Welcome: 10% off', code: 'WELCOME10', buyX: 1, getY: 0, percentOff: 10, redeemBy: inDays(365) },
    { title: 'Flash sale: 15% off 3 beats', code: 'FLASH15', buyX: 3, getY: 0, percentOff: 15, redeemBy: inDays(1) },
    { title: 'Summer 25% off', code: 'SUMMER25', buyX: 1, getY: 0, percentOff: 25, redeemBy: inDays(-30) },
  ]);
}
