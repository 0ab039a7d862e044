import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { producerPlanSettings, subscribables, subscriptionTrials, users } from '../../db/schema/index.js';
import type { PlanRow, Tx } from './subscriptions.repository.js';

/**
 * Free trials given (issue 31, decision 0073): one per account and plan, and one per account across a
 * producer's plans when that producer says so. Every trial given is a row, so a trial that ended or was
 * cancelled is never given again.
 */
export function createTrialsRepository(db: Db) {
  async function oneAcrossPlans(tx: Tx, producerId: number): Promise<boolean> {
    const [row] = await tx
      .select({ on: producerPlanSettings.oneTrialAcrossPlans })
      .from(producerPlanSettings)
      .where(eq(producerPlanSettings.producerId, producerId));
    return row?.on ?? false;
  }
  return {
    /**
     * The account, locked for the caller's transaction: two subscribes of one account (to two plans of a
     * producer who allows one trial) decide their trials in turn.
     */
    async lockAccount(tx: Tx, userId: number): Promise<void> {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },
    /**
     * Whether the account has had the trial this plan would give (this plan's, or its producer's rule); in
     * the caller's transaction, or outside any (`undefined`) for what a plan page shows.
     */
    async taken(tx: Tx | undefined, userId: number, plan: PlanRow): Promise<boolean> {
      tx ??= db;
      const [same] = await tx
        .select({ id: subscriptionTrials.id })
        .from(subscriptionTrials)
        .where(and(eq(subscriptionTrials.userId, userId), eq(subscriptionTrials.subscribableId, plan.id)));
      if (same) return true;
      if (plan.producerId === null || !(await oneAcrossPlans(tx, plan.producerId))) return false;
      const [any] = await tx
        .select({ id: subscriptionTrials.id })
        .from(subscriptionTrials)
        .innerJoin(subscribables, eq(subscribables.id, subscriptionTrials.subscribableId))
        .where(and(eq(subscriptionTrials.userId, userId), eq(subscribables.producerId, plan.producerId)))
        .limit(1);
      return Boolean(any);
    },
    /** A trial given on this plan (at subscribe, or a plan changed to during a trial). */
    async record(tx: Tx, userId: number, planId: number, subscriptionId: number): Promise<void> {
      await tx
        .insert(subscriptionTrials)
        .values({ userId, subscribableId: planId, subscriptionId })
        .onConflictDoNothing();
    },
    /** The producer's rule for their plans' trials. */
    oneAcrossPlans: (producerId: number) => oneAcrossPlans(db, producerId),
    async setOneAcrossPlans(producerId: number, on: boolean): Promise<void> {
      await db
        .insert(producerPlanSettings)
        .values({ producerId, oneTrialAcrossPlans: on, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: producerPlanSettings.producerId,
          set: { oneTrialAcrossPlans: on, updatedAt: new Date() },
        });
    },
  };
}
export type TrialsRepository = ReturnType<typeof createTrialsRepository>;
