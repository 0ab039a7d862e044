import { createClaimsRepository, type DbHandle, type Tx } from './claims.repository.js';

export type { Tx } from './claims.repository.js';

/**
 * What a subscription has used of its allowance in a period: its claims (zero-amount orders) made in
 * [periodStart, periodEnd). A claim's order is stamped with the subscriptions clock, so the count
 * follows the same time as the periods. Claiming a beat again in the period makes no order, so each
 * order is one beat used. `tx`: count inside an open transaction (a claim under its lock).
 */
export function createAllowance(db: DbHandle) {
  const repo = createClaimsRepository(db);
  return {
    used: (subscriptionId: number, periodStart: Date, periodEnd: Date, tx: Tx = db): Promise<number> =>
      repo.used(tx, subscriptionId, periodStart, periodEnd),
  };
}
export type Allowance = ReturnType<typeof createAllowance>;

/** total / used / left as the subscription page and a claim's answer show them. */
export const allowanceOf = (total: number, used: number) => ({ total, used, left: Math.max(0, total - used) });
