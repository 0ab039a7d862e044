/**
 * Income statements from the ledger (issue 17, decision 0035). All money is integer cents; every
 * function here is pure, so the server and the property tests run the very same arithmetic.
 */

export const LEDGER_ENTRY_KINDS = ['sale', 'refund', 'adjustment', 'subscription'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];
export type PayeeRole = 'producer' | 'coproducer';

/** The sold line a ledger row belongs to, as the order froze it. */
export interface SoldLine {
  order_id: number;
  order_item_id: number;
  /** Null on a store item's line. */
  beat_id: number | null;
  beat_title: string;
  /** Price before discounts. */
  line_total: number;
  discount: number;
  /** What the buyer paid for the line: line_total − discount. */
  amount: number;
}

/** One ledger row of a payee, with its line's figures (null for an adjustment). */
export interface PayeeLedgerRow {
  id: number;
  payee_id: number;
  role: PayeeRole;
  kind: LedgerEntryKind;
  amount: number;
  note: string;
  created_at: Date;
  line: SoldLine | null;
  /** Every ledger row of the line of the same kind (producer, coproducer, house), for the split shown. */
  split: { producer: number; coproducer: number; house: number } | null;
}

export interface StatementItem {
  ledger_entry_id: number;
  kind: LedgerEntryKind;
  role: PayeeRole;
  description: string;
  occurred_at: Date;
  order_id: number | null;
  order_item_id: number | null;
  beat_id: number | null;
  gross: number;
  discount: number;
  producer_share: number;
  coproducer_share: number;
  house_share: number;
  /** This payee's cents: the ledger row's amount. */
  amount: number;
}

export interface StatementTotals {
  /** Sold lines' prices before discounts (sales only). */
  gross: number;
  /** Their discounts (sales only). */
  discounts: number;
  /** The payee's cents taken back by refunds (zero or negative). */
  refunds: number;
  /** The administrators' adjustments (either sign). */
  adjustments: number;
  /** The sold lines' split (sales only): producer + coproducer + house = gross − discounts. */
  producer_share: number;
  coproducer_share: number;
  house_share: number;
  /** What the payee is owed: the sum of every item's amount. */
  amount: number;
}

const KIND_LABEL: Record<LedgerEntryKind, string> = {
  sale: 'Sale',
  refund: 'Refund',
  adjustment: 'Adjustment',
  subscription: 'Subscription',
};

/** An item's figures count as income when the row records money coming in (a sale or a subscription). */
const isIncome = (kind: LedgerEntryKind) => kind === 'sale' || kind === 'subscription';

/**
 * One statement item per ledger row. A refund's line figures are the sale's, negated (the buyer got
 * the line's money back); an adjustment has no line, only the payee's amount and its note.
 */
export function statementItem(row: PayeeLedgerRow): StatementItem {
  const sign = row.kind === 'refund' ? -1 : 1;
  const signed = (n: number) => (n === 0 ? 0 : sign * n);
  const line = row.kind === 'adjustment' ? null : row.line;
  const split = line ? row.split : null;
  const description =
    // Issue 19: 'Subscription: Inner Circle, Nov 1 – Dec 1, 2026 (Beat title)', the claim that earned it.
    row.kind === 'subscription'
      ? `${KIND_LABEL.subscription}: ${row.note}${line ? ` (${line.beat_title})` : ''}`
      : line
        ? `${KIND_LABEL[row.kind]}: ${line.beat_title} (order ${line.order_id})`
        : `${KIND_LABEL[row.kind]}${row.note ? `: ${row.note}` : ''}`;
  // A claim's line is free: its income is the period's part the ledger split, so its gross is the split's sum.
  const gross =
    row.kind === 'subscription'
      ? split
        ? split.producer + split.coproducer + split.house
        : 0
      : (line?.line_total ?? 0);
  return {
    ledger_entry_id: row.id,
    kind: row.kind,
    role: row.role,
    description,
    occurred_at: row.created_at,
    order_id: line?.order_id ?? null,
    order_item_id: line?.order_item_id ?? null,
    beat_id: line?.beat_id ?? null,
    gross: line ? signed(gross) : 0,
    discount: line && row.kind !== 'subscription' ? signed(line.discount) : 0,
    // The split rows of a refund are already negative: they are the reversing rows themselves.
    producer_share: split?.producer ?? 0,
    coproducer_share: split?.coproducer ?? 0,
    house_share: split?.house ?? 0,
    amount: row.amount,
  };
}

export const ZERO_TOTALS: StatementTotals = Object.freeze({
  gross: 0,
  discounts: 0,
  refunds: 0,
  adjustments: 0,
  producer_share: 0,
  coproducer_share: 0,
  house_share: 0,
  amount: 0,
});

/** A statement's totals: the copies kept on the statement so lists never add up items. */
export function statementTotals(
  items: Pick<
    StatementItem,
    'kind' | 'gross' | 'discount' | 'producer_share' | 'coproducer_share' | 'house_share' | 'amount'
  >[],
): StatementTotals {
  const t = { ...ZERO_TOTALS };
  for (const i of items) {
    t.amount += i.amount;
    if (i.kind === 'refund') t.refunds += i.amount;
    else if (i.kind === 'adjustment') t.adjustments += i.amount;
    if (!isIncome(i.kind)) continue;
    t.gross += i.gross;
    t.discounts += i.discount;
    t.producer_share += i.producer_share;
    t.coproducer_share += i.coproducer_share;
    t.house_share += i.house_share;
  }
  return t;
}

/** Inclusive UTC days [start, end] as the instants a ledger row's time is compared with: [from, until). */
export function periodBounds(periodStart: string, periodEnd: string): { from: Date; until: Date } {
  const from = new Date(`${periodStart}T00:00:00.000Z`);
  const until = new Date(Date.parse(`${periodEnd}T00:00:00.000Z`) + 86_400_000);
  return { from, until };
}

/**
 * What closing a period states: per payee, the rows in the period not yet on a statement, in time
 * order. Rows already stated are skipped, so closing twice states nothing twice; a payee with nothing
 * unstated gets no statement.
 */
export function rowsToState<R extends Pick<PayeeLedgerRow, 'id' | 'payee_id' | 'created_at'>>(
  rows: R[],
  stated: ReadonlySet<number>,
  period: { start: string; end: string },
): Map<number, R[]> {
  const { from, until } = periodBounds(period.start, period.end);
  const byPayee = new Map<number, R[]>();
  const fresh = rows
    .filter((r) => !stated.has(r.id) && r.created_at >= from && r.created_at < until)
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id - b.id);
  for (const r of fresh) byPayee.set(r.payee_id, [...(byPayee.get(r.payee_id) ?? []), r]);
  return byPayee;
}
