import { and, asc, eq, gte, inArray, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import type { PayeeLedgerRow, StatementItem, StatementTotals } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import { incomeStatementItems, incomeStatements, ledgerEntries, orderItems } from '../../db/schema/index.js';
import type { Tx } from './statements.repository.js';

type LedgerRow = typeof ledgerEntries.$inferSelect;
type LineRow = typeof orderItems.$inferSelect;
type Split = { producer: number; coproducer: number; house: number };

/** One key for every close: two closes never run at once, so no ledger row is stated twice (decision 0035). */
const CLOSE_LOCK = 1_700_350;

// A claimed line may share in several charges' periods (a plan change): each its own split.
const splitKey = (item: number | null, kind: string, charge: number | null) => `${item}:${kind}:${charge ?? ''}`;

/** The payees' ledger rows written in [from, until) and on no statement yet, each with its sold line. */
function unstatedEntries(tx: Tx, from: Date, until: Date) {
  return tx
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
}

/** Each sold line's split per kind and charge: the producer, coproducer and house rows added up. */
async function lineSplits(tx: Tx, lineIds: number[]): Promise<Map<string, Split>> {
  const splits = new Map<string, Split>();
  if (!lineIds.length) return splits;
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
    .groupBy(ledgerEntries.orderItemId, ledgerEntries.kind, ledgerEntries.subscriptionChargeId, ledgerEntries.role);
  for (const p of parts) {
    const key = splitKey(p.item, p.kind, p.charge);
    const split = splits.get(key) ?? { producer: 0, coproducer: 0, house: 0 };
    split[p.role] += Number(p.amount);
    splits.set(key, split);
  }
  return splits;
}

function payeeLedgerRow(entry: LedgerRow, item: LineRow | null, splits: Map<string, Split>): PayeeLedgerRow {
  return {
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
    split: item ? (splits.get(splitKey(item.id, entry.kind, entry.subscriptionChargeId)) ?? null) : null,
  };
}

async function insertStatement(
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
}

/** Closing a period: the lock, the unstated ledger rows with their lines' splits, and the statements written. */
export function createStatementCloseRepository(db: Db) {
  return {
    transaction: <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run),
    lockClosing: (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${CLOSE_LOCK})`),

    /** The unstated rows of [from, until), each with its line's split for the same kind (sale or refund). */
    async unstated(tx: Tx, from: Date, until: Date): Promise<PayeeLedgerRow[]> {
      const rows = await unstatedEntries(tx, from, until);
      const splits = await lineSplits(tx, [...new Set(rows.flatMap((r) => (r.item ? [r.item.id] : [])))]);
      return rows.map(({ entry, item }) => payeeLedgerRow(entry, item, splits));
    },

    insertStatement,
  };
}
