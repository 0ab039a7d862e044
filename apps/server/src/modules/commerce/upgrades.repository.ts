import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { DELIVERED_STATES } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import { orderItems, orders } from '../../db/schema/index.js';
import type { Tx } from './order-rows.repository.js';

/** A line that stands: its order delivered, not given back whole (a free line stands with its order). */
const stands = (n: string, o: string) =>
  sql.raw(`${o}.status in ('paid', 'fulfilled') and not (${n}.amount > 0 and ${n}.refunded >= ${n}.amount)`);

/**
 * Decision 0095: the live line (if any) that upgrades the line `id`: a line is superseded only while its
 * upgrade stands, so a refund of the upgrade gives the licence back without writing anything to it.
 */
const liveUpgradeOf = (id: SQL | typeof orderItems.id, except: number | null = null) =>
  sql`(select n.id from order_items n join orders o on o.id = n.order_id where n.upgrades_item_id = ${id} and ${stands('n', 'o')}${except === null ? sql`` : sql` and n.order_id <> ${except}`} order by n.id limit 1)`;

const heldColumns = {
  id: orderItems.id,
  orderId: orderItems.orderId,
  beatId: orderItems.beatId,
  code: orderItems.verificationCode,
  licenseId: orderItems.licenseId,
  terms: orderItems.terms,
  amount: orderItems.amount,
  refunded: orderItems.refunded,
  upgradeCredit: orderItems.upgradeCredit,
  trackoutsStatus: orderItems.trackoutsStatus,
  userId: orders.userId,
  status: orders.status,
};

/** The lines a buyer's licences stand on, for upgrades (decision 0095). */
export function createUpgradesRepository(db: Db) {
  const standing = and(
    inArray(orders.status, [...DELIVERED_STATES]),
    sql`not (${orderItems.amount} > 0 and ${orderItems.refunded} >= ${orderItems.amount})`,
    sql`${liveUpgradeOf(orderItems.id)} is null`,
  );
  return {
    /** The buyer's standing, unsuperseded licences of a beat. */
    held: (userId: number, beatId: number) =>
      db
        .select(heldColumns)
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orders.userId, userId), eq(orderItems.beatId, beatId), standing))
        .orderBy(asc(orderItems.id)),
    /** One line with its order's buyer and state, and whether a standing upgrade supersedes it. */
    async item(itemId: number) {
      const [row] = await db
        .select({ ...heldColumns, supersededBy: sql<number | null>`${liveUpgradeOf(orderItems.id)}` })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(eq(orderItems.id, itemId));
      return row ?? null;
    },
    /** The code and licence of a line (what /verify links to). */
    async ref(itemId: number) {
      const [row] = await db
        .select({ item_id: orderItems.id, code: orderItems.verificationCode, terms: orderItems.terms })
        .from(orderItems)
        .where(eq(orderItems.id, itemId));
      return row ? { item_id: row.item_id, code: row.code, license: row.terms.name } : null;
    },
    /** The standing line that supersedes `itemId`, if any. */
    async supersededBy(itemId: number) {
      const [row] = await db
        .select({ id: sql<number | null>`${liveUpgradeOf(sql`${itemId}`)}` })
        .from(orderItems)
        .where(eq(orderItems.id, itemId));
      return row?.id ?? null;
    },
    /**
     * Inside a checkout's transaction: locks the lines its upgrades supersede (in id order) and returns
     * the ids of those that no longer stand or that another standing upgrade already supersedes.
     */
    async lockStale(tx: Tx, itemIds: number[], orderId: number) {
      if (!itemIds.length) return [];
      const rows = await tx
        .select({
          id: orderItems.id,
          ok: sql<boolean>`${stands('order_items', 'orders')} and ${liveUpgradeOf(orderItems.id, orderId)} is null`,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(inArray(orderItems.id, itemIds), ne(orderItems.orderId, orderId)))
        .orderBy(asc(orderItems.id))
        .for('update', { of: orderItems });
      return itemIds.filter((id) => !rows.some((r) => r.id === id && r.ok));
    },
  };
}
export type UpgradesRepository = ReturnType<typeof createUpgradesRepository>;
