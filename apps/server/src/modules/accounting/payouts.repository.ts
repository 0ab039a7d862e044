import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { incomeStatements, payoutItems, payouts, users } from '../../db/schema/index.js';
import type { Tx } from './statements.repository.js';

export type PayoutRow = typeof payouts.$inferSelect;

export function createPayoutsRepository(db: Db) {
  return {
    transaction: <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run),

    /** The statements asked for, locked in id order (so two payouts over the same ones never deadlock). */
    lockStatements: (tx: Tx, ids: number[]) =>
      tx
        .select({
          id: incomeStatements.id,
          payeeId: incomeStatements.payeeId,
          status: incomeStatements.status,
          amount: incomeStatements.amount,
          // Written out: inside a select list drizzle leaves columns unqualified, and "id" would be the item's.
          livePayout: sql<number | null>`(select pi.payout_id from payout_items pi
            where pi.statement_id = income_statements.id and pi.active limit 1)`,
        })
        .from(incomeStatements)
        .where(inArray(incomeStatements.id, ids))
        .orderBy(asc(incomeStatements.id))
        .for('update', { of: incomeStatements }),

    /** Every closed statement owing something and in no live payout, locked in id order (the payout run's). */
    openStatements: (tx: Tx) =>
      tx
        .select({ id: incomeStatements.id, payeeId: incomeStatements.payeeId, amount: incomeStatements.amount })
        .from(incomeStatements)
        .where(
          and(
            eq(incomeStatements.status, 'closed'),
            sql`${incomeStatements.amount} > 0`,
            sql`not exists (select 1 from payout_items pi where pi.statement_id = income_statements.id and pi.active)`,
          ),
        )
        .orderBy(asc(incomeStatements.id))
        .for('update', { of: incomeStatements }),

    async insert(
      tx: Tx,
      head: { method: PayoutRow['method']; note: string; createdBy: number },
      items: { statementId: number; payeeId: number; amount: number }[],
    ): Promise<PayoutRow> {
      const total = items.reduce((a, i) => a + i.amount, 0);
      const [made] = await tx
        .insert(payouts)
        .values({ ...head, total })
        .returning();
      await tx.insert(payoutItems).values(items.map((i) => ({ ...i, payoutId: made!.id })));
      return made!;
    },

    find: async (id: number) => (await db.select().from(payouts).where(eq(payouts.id, id)))[0] ?? null,
    lock: async (tx: Tx, id: number) => (await tx.select().from(payouts).where(eq(payouts.id, id)).for('update'))[0],

    /** pending → sent: the payout with its reference, its statements paid (decision 0036). */
    async markSent(tx: Tx, id: number, reference: string, by: number): Promise<PayoutRow> {
      const now = new Date();
      const [row] = await tx
        .update(payouts)
        .set({ status: 'sent', reference, sentAt: now, sentBy: by, updatedAt: now })
        .where(and(eq(payouts.id, id), eq(payouts.status, 'pending')))
        .returning();
      const ids = tx
        .select({ id: payoutItems.statementId })
        .from(payoutItems)
        .where(and(eq(payoutItems.payoutId, id), eq(payoutItems.active, true)));
      await tx
        .update(incomeStatements)
        .set({ status: 'paid', paidAt: now, updatedAt: now })
        .where(inArray(incomeStatements.id, ids));
      return row!;
    },

    /** pending → cancelled: its items stop paying their statements, which may be paid again. */
    async markCancelled(tx: Tx, id: number, by: number): Promise<PayoutRow> {
      const now = new Date();
      const [row] = await tx
        .update(payouts)
        .set({ status: 'cancelled', cancelledAt: now, cancelledBy: by, updatedAt: now })
        .where(and(eq(payouts.id, id), eq(payouts.status, 'pending')))
        .returning();
      await tx.update(payoutItems).set({ active: false }).where(eq(payoutItems.payoutId, id));
      return row!;
    },

    /** The statements each payout pays (or paid, when cancelled), with the payee's name and email. */
    items: (payoutIds: number[]) =>
      payoutIds.length
        ? db
            .select({
              payoutId: payoutItems.payoutId,
              statementId: payoutItems.statementId,
              payeeId: payoutItems.payeeId,
              amount: payoutItems.amount,
              firstName: users.firstName,
              lastName: users.lastName,
              email: users.email,
              periodStart: incomeStatements.periodStart,
              periodEnd: incomeStatements.periodEnd,
            })
            .from(payoutItems)
            .innerJoin(users, eq(users.id, payoutItems.payeeId))
            .innerJoin(incomeStatements, eq(incomeStatements.id, payoutItems.statementId))
            .where(inArray(payoutItems.payoutId, payoutIds))
            .orderBy(asc(payoutItems.id))
        : Promise.resolve([]),
  };
}
export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;
