import { and, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { SubscriptionState } from '@beatmarket/shared';
import type { Db } from '../../../db/client.js';
import {
  subscribables,
  subscriptionCharges,
  subscriptionEvents,
  subscriptionWebhookEvents,
  subscriptions,
  users,
} from '../../../db/schema/index.js';
import { splitPeriodRevenue } from '../usage/split-revenue.js';
import type { Tx } from './jobs.repository.js';
import type { SubscriptionRow } from './schedule.js';

export type ChargeRow = typeof subscriptionCharges.$inferSelect;
export type NewCharge = Omit<typeof subscriptionCharges.$inferInsert, 'id'>;

/** subs-core's one mover: checks the transition table, updates the status, writes the event (409 otherwise). */
export type Transition = (
  tx: Tx,
  subscription: SubscriptionRow,
  to: SubscriptionState,
  event: { kind: string; actorId: number | null; note?: string; data?: Record<string, unknown> },
) => Promise<unknown>;

/** The subscription, locked for the rest of the transaction: a job and a subscriber's click take turns. */
export async function lockSubscription(tx: Tx, id: number): Promise<SubscriptionRow | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row ?? null;
}

export async function updateSubscription(
  tx: Tx,
  s: SubscriptionRow,
  set: Partial<SubscriptionRow>,
): Promise<SubscriptionRow> {
  const [row] = await tx
    .update(subscriptions)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(subscriptions.id, s.id))
    .returning();
  return row!;
}

/**
 * An event that changes no state (a second declined retry while past due): the transition table has no
 * past_due → past_due move, yet every change of a subscription is on its record.
 */
export async function noteEvent(
  tx: Tx,
  s: SubscriptionRow,
  event: { kind: string; note: string; data?: Record<string, unknown> },
  at: Date,
): Promise<void> {
  await tx.insert(subscriptionEvents).values({
    subscriptionId: s.id,
    fromStatus: s.status,
    toStatus: s.status,
    kind: event.kind,
    note: event.note,
    data: event.data ?? {},
    createdAt: at,
  });
}

/**
 * Hands every paid period that is over by `until` to the revenue split (subs-usage), once each: the
 * charge that paid the period that just ended, and any earlier one a crash left unsplit.
 */
export async function splitFinishedPeriods(
  tx: Tx,
  subscriptionId: number,
  until: Date,
  producerPercent: number,
): Promise<number[]> {
  const rows = await tx
    .select({ id: subscriptionCharges.id })
    .from(subscriptionCharges)
    .where(
      and(
        eq(subscriptionCharges.subscriptionId, subscriptionId),
        eq(subscriptionCharges.status, 'paid'),
        inArray(subscriptionCharges.kind, ['initial', 'renewal', 'proration']),
        gt(subscriptionCharges.amount, 0),
        lte(subscriptionCharges.periodEnd, until),
        isNull(subscriptionCharges.splitAt),
        // Money the gateway took: a credit spent on a renewal was paid (and shared) with an earlier charge.
        isNotNull(subscriptionCharges.paymentRef),
      ),
    )
    .orderBy(subscriptionCharges.periodStart, subscriptionCharges.id);
  for (const { id } of rows) await splitPeriodRevenue(tx, id, producerPercent);
  return rows.map((r) => r.id);
}

/**
 * Credit owed to the subscriber (cents, ≥ 0): a downgrade leaves a proration row of negative amount and no
 * payment; a renewal that spends some writes a positive one, paid once its charge is (decision 0049).
 */
export async function creditOf(tx: Tx, subscriptionId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${subscriptionCharges.amount}), 0)::int` })
    .from(subscriptionCharges)
    .where(
      and(
        eq(subscriptionCharges.subscriptionId, subscriptionId),
        eq(subscriptionCharges.kind, 'proration'),
        eq(subscriptionCharges.status, 'paid'),
        isNull(subscriptionCharges.paymentRef),
      ),
    );
  return Math.max(0, -Number(row?.n ?? 0));
}

/** The credit a renewal spends rides on the renewal's key, and is settled with it. */
export const creditKey = (chargeKey: string) => `${chargeKey}:credit`;

export async function settleCredit(tx: Tx, chargeKey: string, status: 'paid' | 'failed', at: Date): Promise<void> {
  await tx
    .update(subscriptionCharges)
    .set(status === 'paid' ? { status, paidAt: at } : { status })
    .where(
      and(eq(subscriptionCharges.idempotencyKey, creditKey(chargeKey)), eq(subscriptionCharges.status, 'pending')),
    );
}

/** Records a charge attempt under its key; a second call with the key changes nothing. */
export async function insertCharge(tx: Tx, charge: NewCharge): Promise<void> {
  await tx.insert(subscriptionCharges).values(charge).onConflictDoNothing();
}

export async function chargeByKey(tx: Tx, key: string): Promise<ChargeRow | null> {
  const [row] = await tx.select().from(subscriptionCharges).where(eq(subscriptionCharges.idempotencyKey, key));
  return row ?? null;
}

export async function settleCharge(
  tx: Tx,
  id: number,
  outcome: { status: 'paid'; paymentRef: string; paidAt: Date } | { status: 'failed'; failureReason: string },
): Promise<void> {
  await tx.update(subscriptionCharges).set(outcome).where(eq(subscriptionCharges.id, id));
}

export async function hasPaidCharge(tx: Tx, subscriptionId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: subscriptionCharges.id })
    .from(subscriptionCharges)
    .where(and(eq(subscriptionCharges.subscriptionId, subscriptionId), eq(subscriptionCharges.status, 'paid')))
    .limit(1);
  return Boolean(row);
}

/** Who a billing mail goes to, and the plan's name. */
export async function recipientOf(tx: Tx, s: SubscriptionRow) {
  const [row] = await tx
    .select({
      email: users.email,
      name: users.firstName,
      plan: subscribables.name,
      allowance: subscribables.allowance,
    })
    .from(users)
    .innerJoin(subscribables, eq(subscribables.id, s.subscribableId))
    .where(eq(users.id, s.userId));
  return row!;
}

/** False when this provider event was applied before (its id is the key). */
export async function recordWebhookEvent(tx: Tx, provider: string, eventId: string): Promise<boolean> {
  const [fresh] = await tx
    .insert(subscriptionWebhookEvents)
    .values({ provider, eventId })
    .onConflictDoNothing()
    .returning();
  return Boolean(fresh);
}

/** A provider's subscription by its own id, locked. */
export async function lockByProviderRef(tx: Tx, provider: string, ref: string): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerRef, ref)))
    .for('update');
  return row ?? null;
}

export function createBillingRepository(db: Db) {
  return {
    transaction: <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn),
    find: async (id: number): Promise<SubscriptionRow | null> =>
      (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0] ?? null,
    chargeByKey: (key: string) => chargeByKey(db, key),
    /** Whether this provider event was applied already (read before asking the provider about it). */
    async webhookSeen(provider: string, eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: subscriptionWebhookEvents.eventId })
        .from(subscriptionWebhookEvents)
        .where(and(eq(subscriptionWebhookEvents.provider, provider), eq(subscriptionWebhookEvents.eventId, eventId)));
      return Boolean(row);
    },
  };
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;
