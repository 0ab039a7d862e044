/**
 * What each payee is owed, in four parts that never overlap (issue 17): every ledger cent of a payee
 * is in exactly one of them, so unstated + owed + pending + paid = the sum of their ledger rows.
 */
export interface PayeeBalance {
  payee_id: number;
  /** Ledger rows not yet on a statement. */
  unstated: number;
  /** Closed statements in no live payout (a negative statement is owed back, and nets here). */
  owed: number;
  /** Statements in a pending payout. */
  pending: number;
  /** Statements in a sent payout. */
  paid: number;
}

export type StatementStanding = 'owed' | 'pending' | 'paid';

/** Where a statement stands: paid once its payout is sent; pending while its live payout is; owed otherwise. */
export function statementStanding(s: { status: string; payout_status: string | null }): StatementStanding {
  if (s.status === 'paid' || s.payout_status === 'sent') return 'paid';
  return s.payout_status === 'pending' ? 'pending' : 'owed';
}

export function payeeBalances(
  ledger: { payee_id: number; amount: number; stated: boolean }[],
  statements: { payee_id: number; amount: number; status: string; payout_status: string | null }[],
): PayeeBalance[] {
  const by = new Map<number, PayeeBalance>();
  const of = (payee: number) => {
    let b = by.get(payee);
    if (!b) by.set(payee, (b = { payee_id: payee, unstated: 0, owed: 0, pending: 0, paid: 0 }));
    return b;
  };
  for (const r of ledger) if (!r.stated) of(r.payee_id).unstated += r.amount;
  for (const s of statements) of(s.payee_id)[statementStanding(s)] += s.amount;
  return [...by.values()].sort((a, b) => a.payee_id - b.payee_id);
}
