import type { EntityAction } from '../../entities/entity.types.js';
import { createAllowance } from './allowance.js';
import { createClaimService, type ClaimService } from './claim.service.js';
import { createClaimsRepository, type ClaimOrders, type DbHandle, type Tx } from './claims.repository.js';
import type { ClaimLine, MemberMails } from '../billing/member-mails.js';
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
    /**
     * A claim's delivery mail (issue 31), sent by commerce's fulfilment in its transaction instead of the
     * sale's receipt: the beat's links, the plan, and what is left of the period's allowance.
     */
    async claimMail(tx: Tx, order: { id: number; subscriptionId: number }, lines: ClaimLine[], mails: MemberMails) {
      const s = await repo.subscription(tx, order.subscriptionId);
      const plan = s && (await repo.plan(tx, s.subscribableId));
      if (!s || !plan) return;
      const used = await repo.used(tx, s.id, s.currentPeriodStart, s.currentPeriodEnd);
      await mails.claim(tx, s, { id: order.id, lines }, { total: plan.allowance, used });
    },
  };
}
export type Usage = ReturnType<typeof createUsage>;

/** `POST /subscription/{id}/claim`, for the `subscription` entity's actions (the record is loaded and read-checked first). */
export const claimAction = (claims: ClaimService): EntityAction<{ id: number }> => ({
  method: 'POST',
  onRecord: true,
  run: (ctx, { row, body }) => claims.claim(ctx, row!.id, body),
});
