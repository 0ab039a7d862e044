import type { Db } from '../../db/client.js';
import type {
  licenses,
  subscribables,
  subscriptionCharges,
  subscriptionEvents,
  subscriptions,
} from '../../db/schema/index.js';
import { createChargesRepository } from './charges.repository.js';
import { createMembersRepository } from './members.repository.js';
import { createPlansRepository } from './plans.repository.js';

/** The database handle or an open transaction: both build the same queries. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;
export type PlanRow = typeof subscribables.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type ChargeRow = typeof subscriptionCharges.$inferSelect;
export type EventRow = typeof subscriptionEvents.$inferSelect;
export type LicenseRow = typeof licenses.$inferSelect;
export interface SubscriptionEvent {
  kind: string;
  actorId: number | null;
  note?: string;
  data?: Record<string, unknown>;
}

/**
 * Plans, subscriptions, their events and charges (issue 19). Every time comes from the app's clock.
 * Plans (plans.repository), the subscriptions and their moves (members.repository), and their charges
 * (charges.repository), composed into one object.
 */
export function createSubscriptionsRepository(db: Db, now: () => Date) {
  return {
    transaction: <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run),
    ...createPlansRepository(db),
    ...createMembersRepository(db, now),
    ...createChargesRepository(db, now),
  };
}
export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
