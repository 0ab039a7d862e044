// The orders tables' row shapes: the orders repositories build them, the services read them.
import type { Db } from '../../db/client.js';
import type { orderItems, orders } from '../../db/schema/index.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'status'>;
export type NewItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;
/** The database handle or an open transaction: both build the same queries. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;
