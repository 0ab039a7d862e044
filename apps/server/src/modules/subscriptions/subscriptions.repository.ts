import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { canMoveSubscription, SUBSCRIPTION_STATE_LABEL, type SubscriptionState } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import {
  licenses,
  subscribables,
  subscriptionCharges,
  subscriptionEvents,
  subscriptions,
  users,
} from '../../db/schema/index.js';
import { AppError } from '../../core/errors.js';
import { creditOf } from './billing/billing.repository.js';

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

const name = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** Plans, subscriptions, their events and charges (issue 19). Every time comes from the app's clock. */
export function createSubscriptionsRepository(db: Db, now: () => Date) {
  /**
   * The one mover (decision 0048): checks the transition table, sets the status (and any other
   * columns of the move) and writes the event row, in the caller's transaction; 409 otherwise.
   */
  async function transition(
    tx: Tx,
    s: SubscriptionRow,
    to: SubscriptionState,
    event: SubscriptionEvent,
    set: Partial<SubscriptionRow> = {},
  ): Promise<SubscriptionRow> {
    if (!canMoveSubscription(s.status, to))
      throw new AppError('conflict', {
        message: `This subscription is ${SUBSCRIPTION_STATE_LABEL[s.status].toLowerCase()}: it cannot become ${SUBSCRIPTION_STATE_LABEL[to].toLowerCase()}.`,
      });
    const at = now();
    const [row] = await tx
      .update(subscriptions)
      .set({ ...set, status: to, updatedAt: at })
      .where(and(eq(subscriptions.id, s.id), eq(subscriptions.status, s.status)))
      .returning();
    // Someone moved it since it was read (the caller should hold its lock): refuse rather than overwrite.
    if (!row) throw new AppError('conflict', { message: 'This subscription has just changed. Please reload.' });
    await note(tx, s, event, to);
    return row;
  }

  /** An event row: a move (to) or a change that keeps the state (a new card, a plan change). */
  async function note(tx: Tx, s: SubscriptionRow, event: SubscriptionEvent, to: SubscriptionState = s.status) {
    await tx.insert(subscriptionEvents).values({
      subscriptionId: s.id,
      fromStatus: s.status,
      toStatus: to,
      kind: event.kind,
      actorId: event.actorId,
      note: event.note ?? '',
      data: event.data ?? {},
      createdAt: now(),
    });
  }

  return {
    transition,
    note,
    transaction: <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run),

    async plan(id: number, tx: Tx = db): Promise<PlanRow | null> {
      const [row] = await tx.select().from(subscribables).where(eq(subscribables.id, id));
      return row ?? null;
    },
    async insertPlan(values: typeof subscribables.$inferInsert): Promise<PlanRow> {
      const [row] = await db.insert(subscribables).values(values).returning();
      return row!;
    },
    /** The licences and producers plans name, in one query each. */
    async planParts(plans: PlanRow[]) {
      const licenceIds = [...new Set(plans.map((p) => p.licenseId))];
      const producerIds = [...new Set(plans.flatMap((p) => (p.producerId === null ? [] : [p.producerId])))];
      const planIds = plans.map((p) => p.id);
      const [ls, ps, counts] = await Promise.all([
        licenceIds.length ? db.select().from(licenses).where(inArray(licenses.id, licenceIds)) : [],
        producerIds.length
          ? db
              .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
              .from(users)
              .where(inArray(users.id, producerIds))
          : [],
        planIds.length
          ? db
              .select({ id: subscriptions.subscribableId, n: sql<number>`count(*)::int` })
              .from(subscriptions)
              .where(and(inArray(subscriptions.subscribableId, planIds), ne(subscriptions.status, 'ended')))
              .groupBy(subscriptions.subscribableId)
          : [],
      ]);
      return {
        licenses: new Map(ls.map((l) => [l.id, l])),
        producers: new Map(ps.map((u) => [u.id, { id: u.id, name: name(u) }])),
        subscribers: new Map(counts.map((c) => [c.id, c.n])),
      };
    },
    async licence(id: number): Promise<LicenseRow | null> {
      const [row] = await db.select().from(licenses).where(eq(licenses.id, id));
      return row ?? null;
    },
    async plansByIds(ids: number[]): Promise<PlanRow[]> {
      return ids.length ? db.select().from(subscribables).where(inArray(subscribables.id, ids)) : [];
    },
    async userNames(ids: number[]) {
      const rows = ids.length
        ? await db
            .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
            .from(users)
            .where(inArray(users.id, ids))
        : [];
      return new Map(rows.map((u) => [u.id, { id: u.id, name: name(u) }]));
    },

    async find(id: number, tx: Tx = db): Promise<SubscriptionRow | null> {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
      return row ?? null;
    },
    /** The subscription, locked for the rest of the transaction: a click and a billing job take turns. */
    async lock(tx: Tx, id: number): Promise<SubscriptionRow | null> {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
      return row ?? null;
    },
    async byKey(userId: number, key: string): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.idempotencyKey, key)));
      return row ?? null;
    },
    /** The user's live (not ended) subscription to the plan, if any. */
    async live(userId: number, planId: number, tx: Tx = db): Promise<SubscriptionRow | null> {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.subscribableId, planId),
            ne(subscriptions.status, 'ended'),
          ),
        );
      return row ?? null;
    },
    async insert(tx: Tx, values: Omit<typeof subscriptions.$inferInsert, 'id'>): Promise<SubscriptionRow> {
      const [row] = await tx
        .insert(subscriptions)
        .values({ ...values, createdAt: now(), updatedAt: now() })
        .returning();
      return row!;
    },
    async update(tx: Tx, id: number, set: Partial<SubscriptionRow>): Promise<SubscriptionRow> {
      const [row] = await tx
        .update(subscriptions)
        .set({ ...set, updatedAt: now() })
        .where(eq(subscriptions.id, id))
        .returning();
      return row!;
    },

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
    async eventsOf(ids: number[]): Promise<EventRow[]> {
      return ids.length
        ? db
            .select()
            .from(subscriptionEvents)
            .where(inArray(subscriptionEvents.subscriptionId, ids))
            .orderBy(desc(subscriptionEvents.id))
        : [];
    },
  };
}
export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
