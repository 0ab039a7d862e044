import { and, asc, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  incomeStatementItems,
  incomeStatements,
  ledgerEntries,
  payoutItems,
  payouts,
  users,
} from '../../db/schema/index.js';
import { createStatementCloseRepository } from './statement-close.repository.js';

/** The database handle or an open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;
export type StatementRow = typeof incomeStatements.$inferSelect;
/** A statement item with its ledger row's collaborator percent (decision 0096; null on coproducer and producer rows). */
export type StatementItemRow = typeof incomeStatementItems.$inferSelect & { sharePercent: number | null };

export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** Statements: closing periods (statement-close), adjustments, and reading statements with their payees and payouts. */
export function createStatementsRepository(db: Db) {
  return {
    ...createStatementCloseRepository(db),

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
    items: (statementId: number): Promise<StatementItemRow[]> =>
      db
        .select({ ...getTableColumns(incomeStatementItems), sharePercent: ledgerEntries.sharePercent })
        .from(incomeStatementItems)
        .innerJoin(ledgerEntries, eq(ledgerEntries.id, incomeStatementItems.ledgerEntryId))
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
