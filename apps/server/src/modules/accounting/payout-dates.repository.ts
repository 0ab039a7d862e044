import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { incomeStatementItems, ledgerEntries, payoutHolds, users } from '../../db/schema/index.js';
import type { Tx } from './statements.repository.js';

// Written out: inside a select list drizzle leaves columns unqualified. The sale a refund reverses is
// the same payee's sale row of the same sold line.
const saleCreatedAt = sql<Date | string | null>`(select s.created_at from ledger_entries s
  where s.order_item_id = ledger_entries.order_item_id and s.payee_id = ledger_entries.payee_id
    and s.kind = 'sale' order by s.id limit 1)`;
const dated = {
  id: ledgerEntries.id,
  kind: ledgerEntries.kind,
  amount: ledgerEntries.amount,
  createdAt: ledgerEntries.createdAt,
  saleCreatedAt,
};
/** PGlite and node-postgres hand a subquery's timestamp back differently (Date or text). */
const asDate = (d: Date | string | null) => (d === null ? null : new Date(d));
const normalise = <T extends { saleCreatedAt: Date | string | null }>(rows: T[]) =>
  rows.map((r) => ({ ...r, saleCreatedAt: asDate(r.saleCreatedAt) }));

export type HoldRow = typeof payoutHolds.$inferSelect;

/** Ledger rows with what their payable dates need, and the holds on producers' payouts (decision 0090). */
export function createPayoutDatesRepository(db: Db) {
  return {
    transaction: <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run),

    /** A payee's rows not yet paid: not on a statement that a sent payout paid. */
    unpaidRows: async (payeeId: number) =>
      normalise(
        await db
          .select(dated)
          .from(ledgerEntries)
          .where(
            and(
              eq(ledgerEntries.payeeId, payeeId),
              sql`not exists (select 1 from income_statement_items i join income_statements st
                on st.id = i.statement_id where i.ledger_entry_id = ledger_entries.id and st.status = 'paid')`,
            ),
          ),
      ),

    /** The rows behind these ledger ids (a statement's items). */
    rowsByIds: async (ids: number[]) =>
      ids.length ? normalise(await db.select(dated).from(ledgerEntries).where(inArray(ledgerEntries.id, ids))) : [],

    /** Each statement's ledger rows, to date the statement by its last payable row. */
    statementRows: async (tx: Tx, statementIds: number[]) =>
      statementIds.length
        ? normalise(
            await tx
              .select({ ...dated, statementId: incomeStatementItems.statementId })
              .from(incomeStatementItems)
              .innerJoin(ledgerEntries, eq(ledgerEntries.id, incomeStatementItems.ledgerEntryId))
              .where(inArray(incomeStatementItems.statementId, statementIds)),
          )
        : [],

    activeHold: async (payeeId: number, tx: Tx = db) =>
      (
        await tx
          .select()
          .from(payoutHolds)
          .where(and(eq(payoutHolds.payeeId, payeeId), isNull(payoutHolds.releasedAt)))
      )[0] ?? null,

    /** Live holds of these payees (all payees when none are named), oldest first, with the payee's name. */
    activeHolds: (tx: Tx = db, payeeIds?: number[]) =>
      tx
        .select({ ...getTableColumns(payoutHolds), firstName: users.firstName, lastName: users.lastName })
        .from(payoutHolds)
        .innerJoin(users, eq(users.id, payoutHolds.payeeId))
        .where(and(isNull(payoutHolds.releasedAt), payeeIds ? inArray(payoutHolds.payeeId, payeeIds) : undefined))
        .orderBy(asc(payoutHolds.heldAt), asc(payoutHolds.id)),

    insertHold: async (tx: Tx, row: { payeeId: number; reason: string; heldBy: number }) =>
      (await tx.insert(payoutHolds).values(row).returning())[0]!,

    releaseHold: async (tx: Tx, id: number, by: number) =>
      (
        await tx
          .update(payoutHolds)
          .set({ releasedAt: new Date(), releasedBy: by })
          .where(and(eq(payoutHolds.id, id), isNull(payoutHolds.releasedAt)))
          .returning()
      )[0] ?? null,

    /** Locks the producer's row so a hold and a release of the same producer take turns. */
    lockPayee: async (tx: Tx, id: number) =>
      (
        await tx
          .select({ id: users.id, role: users.role, email: users.email, firstName: users.firstName })
          .from(users)
          .where(eq(users.id, id))
          .for('update')
      )[0] ?? null,
  };
}
export type PayoutDatesRepository = ReturnType<typeof createPayoutDatesRepository>;
