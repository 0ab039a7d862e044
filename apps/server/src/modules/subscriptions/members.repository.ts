import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { canMoveSubscription, SUBSCRIPTION_STATE_LABEL, type SubscriptionState } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import { subscriptionEvents, subscriptions } from '../../db/schema/index.js';
import { AppError } from '../../core/errors.js';
import type { EventRow, SubscriptionEvent, SubscriptionRow, Tx } from './subscriptions.repository.js';

/** The subscriptions themselves: their rows, their locks, their moves and the events the moves write. */
export function createMembersRepository(db: Db, now: () => Date) {
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
