import type { EntityAction } from '../../entities/entity.types.js';
import { createAllowance } from './allowance.js';
import { createClaimService, type ClaimService } from './claim.service.js';
import { createClaimsRepository, type ClaimOrders, type DbHandle } from './claims.repository.js';
import { createPlanOffers } from './plan-offers.js';

export { createAllowance } from './allowance.js';
export { splitPeriodRevenue } from './split-revenue.js';

/** Using a plan (issue 19): the allowance, claims, and what plans offer on the beats a user sees. */
export function createUsage(deps: {
  db: DbHandle;
  orders: ClaimOrders;
  complete(orderId: number): Promise<unknown>;
  now: () => Date;
}) {
  const repo = createClaimsRepository(deps.db);
  const allowance = createAllowance(deps.db);
  return {
    allowance,
    claims: createClaimService({ repo, allowance, orders: deps.orders, complete: deps.complete, now: deps.now }),
    planOffers: createPlanOffers(repo, allowance, deps.now),
  };
}
export type Usage = ReturnType<typeof createUsage>;

/** `POST /subscription/{id}/claim`, for the `subscription` entity's actions (the record is loaded and read-checked first). */
export const claimAction = (claims: ClaimService): EntityAction<{ id: number }> => ({
  method: 'POST',
  onRecord: true,
  run: (ctx, { row, body }) => claims.claim(ctx, row!.id, body),
});
