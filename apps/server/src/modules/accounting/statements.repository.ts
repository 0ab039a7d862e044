import { and, asc, desc, eq, gte, inArray, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import type { PayeeLedgerRow, StatementItem, StatementTotals } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import {
  incomeStatementItems,
  incomeStatements,
  ledgerEntries,
  orderItems,
  payoutItems,
  payouts,
  users,
} from '../../db/schema/index.js';

/** The database handle or an open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;
export type StatementRow = typeof incomeStatements.$inferSelect;
export type StatementItemRow = typeof incomeStatementItems.$inferSelect;

/** One key for every close: two closes never run at once, so no ledger row is stated twice (decision 0035). */
const CLOSE_LOCK = 1_700_350;

export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

export function createStatementsRepository(db: Db) {
  return {
    transaction: <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run),
    lockClosing: (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${CLOSE_LOCK})`),

    /**
     * The payees' ledger rows written in [from, until) and on no statement yet, each with its sold line
     * and the line's split for the same kind (producer, coproducer, house rows of the sale or refund).
     */
    async unstated(tx: Tx, from: Date, until: Date): Promise<PayeeLedgerRow[]> {
      const rows = await tx
        .select({ entry: ledgerEntries, item: orderItems })
        .from(ledgerEntries)
        .leftJoin(orderItems, eq(orderItems.id, ledgerEntries.orderItemId))
        .where(
          and(
            isNotNull(ledgerEntries.payeeId),
            inArray(ledgerEntries.role, ['producer', 'coproducer']),
            gte(ledgerEntries.createdAt, from),
            lt(ledgerEntries.createdAt, until),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(incomeStatementItems)
                .where(eq(incomeStatementItems.ledgerEntryId, ledgerEntries.id)),
            ),
          ),
        )
        .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
      const lineIds = [...new Set(rows.flatMap((r) => (r.item ? [r.item.id] : [])))];
      const splits = new Map<string, { producer: number; coproducer: number; house: number }>();
      if (lineIds.length) {
        const parts = await tx
          .select({
            item: ledgerEntries.orderItemId,
            kind: ledgerEntries.kind,
            charge: ledgerEntries.subscriptionChargeId,
            role: ledgerEntries.role,
            amount: sql<number>`sum(${ledgerEntries.amount})::int`,
          })
          .from(ledgerEntries)
          .where(inArray(ledgerEntries.orderItemId, lineIds))
          .groupBy(
            ledgerEntries.orderItemId,
            ledgerEntries.kind,
            ledgerEntries.subscriptionChargeId,
            ledgerEntries.role,
          );
        for (const p of parts) {
          // A claimed line may share in several charges' periods (a plan change): each its own split.
          const key = `${p.item}:${p.kind}:${p.charge ?? ''}`;
          const split = splits.get(key) ?? { producer: 0, coproducer: 0, house: 0 };
          split[p.role] += Number(p.amount);
          splits.set(key, split);
        }
      }
      return rows.map(({ entry, item }) => ({
        id: entry.id,
        payee_id: entry.payeeId!,
        role: entry.role as 'producer' | 'coproducer',
        kind: entry.kind,
        amount: entry.amount,
        note: entry.note,
        created_at: entry.createdAt,
        line: item
          ? {
              order_id: item.orderId,
              order_item_id: item.id,
              beat_id: item.beatId,
              beat_title: item.beatTitle,
              line_total: item.lineTotal,
              discount: item.discount,
              amount: item.amount,
            }
          : null,
        split: item ? (splits.get(`${item.id}:${entry.kind}:${entry.subscriptionChargeId ?? ''}`) ?? null) : null,
      }));
    },

    async insertStatement(
      tx: Tx,
      head: { payeeId: number; periodStart: string; periodEnd: string; closedBy: number },
      totals: StatementTotals,
      items: StatementItem[],
    ): Promise<number> {
      const [made] = await tx
        .insert(incomeStatements)
        .values({
          ...head,
          status: 'closed',
          gross: totals.gross,
          discounts: totals.discounts,
          refunds: totals.refunds,
          adjustments: totals.adjustments,
          producerShare: totals.producer_share,
          coproducerShare: totals.coproducer_share,
          houseShare: totals.house_share,
          amount: totals.amount,
          closedAt: new Date(),
        })
        .returning({ id: incomeStatements.id });
      await tx.insert(incomeStatementItems).values(
        items.map((i) => ({
          statementId: made!.id,
          ledgerEntryId: i.ledger_entry_id,
          kind: i.kind,
          role: i.role,
          orderId: i.order_id,
          orderItemId: i.order_item_id,
          beatId: i.beat_id,
          description: i.description,
          occurredAt: i.occurred_at,
          gross: i.gross,
          discount: i.discount,
          producerShare: i.producer_share,
          coproducerShare: i.coproducer_share,
          houseShare: i.house_share,
          amount: i.amount,
        })),
      );
      return made!.id;
    },

    addAdjustment: (row: { payeeId: number; amount: number; note: string; createdBy: number }) =>
      db
        .insert(ledgerEntries)
        .values({ ...row, role: 'producer', kind: 'adjustment', orderItemId: null })
        .returning()
        .then((r) => r[0]!),

    payee: async (id: number) =>
      (
        await db
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            role: users.role,
          })
          .from(users)
          .where(eq(users.id, id))
      )[0] ?? null,

    async names(ids: number[]): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, fullName(r)]));
    },

    find: async (id: number) =>
      (await db.select().from(incomeStatements).where(eq(incomeStatements.id, id)))[0] ?? null,
    items: (statementId: number) =>
      db
        .select()
        .from(incomeStatementItems)
        .where(eq(incomeStatementItems.statementId, statementId))
        .orderBy(asc(incomeStatementItems.occurredAt), asc(incomeStatementItems.id)),

    /** The payout paying a statement: its live one, else the latest cancelled one is no longer paying it. */
    async payoutOf(statementId: number) {
      const [row] = await db
        .select({ id: payouts.id, status: payouts.status, reference: payouts.reference, sentAt: payouts.sentAt })
        .from(payoutItems)
        .innerJoin(payouts, eq(payouts.id, payoutItems.payoutId))
        .where(and(eq(payoutItems.statementId, statementId), eq(payoutItems.active, true)))
        .orderBy(desc(payouts.id))
        .limit(1);
      return row ?? null;
    },
  };
}
export type StatementsRepository = ReturnType<typeof createStatementsRepository>;
