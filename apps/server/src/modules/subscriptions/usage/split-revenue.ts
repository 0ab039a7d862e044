import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { DELIVERED_STATES, ledgerShares, periodLabel, splitByDownloads } from '@beatmarket/shared';
import {
  ledgerEntries,
  orderItems,
  orders,
  subscribables,
  subscriptionCharges,
  subscriptions,
} from '../../../db/schema/index.js';
import type { Tx } from './allowance.js';

/** The producers' percentage of a sale when the configuration says nothing (PRODUCER_SHARE_PERCENT's default). */
export const DEFAULT_PRODUCER_PERCENT = 70;

/**
 * A paid period's revenue to the ledger (decision 0052), once: the charge's amount is shared by the
 * period's claims (one download, one weight), and each claim's part is split like a sale of the beat
 * (producers' percentage across the collaborators of the claim's line, decision 0096; the house's rest), written as kind 'subscription'
 * rows on the claim's order line, so statements show them. No claims: the house keeps the period's
 * money. A credit (negative charge) is the house's too. `split_at` is set in the same transaction, so
 * a second call (a job run twice) writes nothing. Answers the rows written, or null when already split.
 */
export async function splitPeriodRevenue(
  tx: Tx,
  chargeId: number,
  producerPercent = DEFAULT_PRODUCER_PERCENT,
): Promise<number | null> {
  const [charge] = await tx
    .select()
    .from(subscriptionCharges)
    .where(eq(subscriptionCharges.id, chargeId))
    .for('update');
  if (!charge || charge.splitAt || charge.status !== 'paid') return null;
  const [plan] = await tx
    .select({ name: subscribables.name })
    .from(subscriptions)
    .innerJoin(subscribables, eq(subscribables.id, subscriptions.subscribableId))
    .where(eq(subscriptions.id, charge.subscriptionId));
  const claims = await tx
    .select({
      id: orderItems.id,
      producerId: orderItems.producerId,
      coproducerId: orderItems.coproducerId,
      collaborators: orderItems.collaborators,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.subscriptionId, charge.subscriptionId),
        inArray(orders.status, [...DELIVERED_STATES]),
        gte(orders.createdAt, charge.periodStart),
        lt(orders.createdAt, charge.periodEnd),
      ),
    )
    .orderBy(asc(orderItems.id));
  const base = {
    kind: 'subscription' as const,
    subscriptionChargeId: charge.id,
    note: `${plan?.name ?? 'Plan'}, ${periodLabel(charge.periodStart, charge.periodEnd)}`,
  };
  const rows: (typeof ledgerEntries.$inferInsert)[] = [];
  if (charge.amount > 0 && claims.length) {
    const parts = splitByDownloads(
      charge.amount,
      claims.map(() => 1),
    );
    claims.forEach((claim, i) => {
      if (parts[i]! > 0)
        for (const share of ledgerShares(parts[i]!, claim, producerPercent))
          rows.push({ ...base, ...share, orderItemId: claim.id });
    });
  } else if (charge.amount !== 0) rows.push({ ...base, payeeId: null, role: 'house', amount: charge.amount });
  if (rows.length) await tx.insert(ledgerEntries).values(rows);
  await tx.update(subscriptionCharges).set({ splitAt: new Date() }).where(eq(subscriptionCharges.id, charge.id));
  return rows.length;
}
