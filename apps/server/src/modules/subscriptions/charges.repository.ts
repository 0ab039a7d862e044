import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { subscriptionCharges } from '../../db/schema/index.js';
import { creditOf } from './billing/billing.repository.js';
import type { ChargeRow, Tx } from './subscriptions.repository.js';

/** A subscription's charges: the first period's, renewals, prorations and the credit they leave. */
export function createChargesRepository(db: Db, now: () => Date) {
  return {
    async insertCharge(tx: Tx, values: Omit<typeof subscriptionCharges.$inferInsert, 'id'>): Promise<ChargeRow> {
      const [row] = await tx
        .insert(subscriptionCharges)
        .values({ createdAt: now(), ...values })
        .returning();
      return row!;
    },
    async charge(tx: Tx, key: string): Promise<ChargeRow | null> {
      const [row] = await tx.select().from(subscriptionCharges).where(eq(subscriptionCharges.idempotencyKey, key));
      return row ?? null;
    },
    async updateCharge(tx: Tx, id: number, set: Partial<ChargeRow>): Promise<void> {
      await tx.update(subscriptionCharges).set(set).where(eq(subscriptionCharges.id, id));
    },
    /** The first period's charge (the subscribe request's), oldest first. */
    async initialCharge(subscriptionId: number, tx: Tx = db): Promise<ChargeRow | null> {
      const [row] = await tx
        .select()
        .from(subscriptionCharges)
        .where(and(eq(subscriptionCharges.subscriptionId, subscriptionId), eq(subscriptionCharges.kind, 'initial')))
        .orderBy(asc(subscriptionCharges.id))
        .limit(1);
      return row ?? null;
    },
    /** First charges a crash left pending since `before`: the subscribe request died between its steps. */
    async interrupted(before: Date): Promise<ChargeRow[]> {
      return db
        .select()
        .from(subscriptionCharges)
        .where(
          and(
            eq(subscriptionCharges.kind, 'initial'),
            eq(subscriptionCharges.status, 'pending'),
            sql`${subscriptionCharges.createdAt} < ${before.toISOString()}`,
          ),
        )
        .limit(50);
    },
    /** Plan changes in this period so far (they key a change's charge: the same change charges once). */
    async prorations(tx: Tx, subscriptionId: number, periodStart: Date): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(subscriptionCharges)
        .where(
          and(
            eq(subscriptionCharges.subscriptionId, subscriptionId),
            eq(subscriptionCharges.kind, 'proration'),
            eq(subscriptionCharges.periodStart, periodStart),
          ),
        );
      return Number(row?.n ?? 0);
    },
    /**
     * Credit owed to the subscriber (cents, ≥ 0): downgrade credits are proration rows of negative
     * amount and no payment; the renewal that uses some writes a positive row of no payment (decision 0049).
     */
    credit: (subscriptionId: number, tx: Tx = db): Promise<number> => creditOf(tx, subscriptionId),

    async chargesOf(ids: number[]): Promise<ChargeRow[]> {
      return ids.length
        ? db
            .select()
            .from(subscriptionCharges)
            .where(inArray(subscriptionCharges.subscriptionId, ids))
            .orderBy(desc(subscriptionCharges.createdAt), desc(subscriptionCharges.id))
        : [];
    },
  };
}
