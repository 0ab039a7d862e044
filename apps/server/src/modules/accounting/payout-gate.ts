import { payableAt, type FieldError } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import type { PayoutDatesRepository } from './payout-dates.repository.js';
import { fullName, type Tx } from './statements.repository.js';

interface Statement {
  id: number;
  payeeId: number;
  amount: number;
}

/**
 * What keeps closed statements from being paid now (decision 0090): a hold on their payee, or rows
 * still in the refund window (a statement is payable when its last row is). Read inside the payout's
 * transaction, after its statements are locked.
 */
export function createPayoutGate(repo: PayoutDatesRepository, windowDays: number, now: () => Date) {
  return async function gate(tx: Tx, list: Statement[]) {
    const ids = list.map((s) => s.id);
    const [rows, holds] = await Promise.all([
      repo.statementRows(tx, ids),
      repo.activeHolds(tx, [...new Set(list.map((s) => s.payeeId))]),
    ]);
    const due = new Map<number, Date>();
    for (const r of rows) {
      const at = payableAt(r, windowDays);
      const known = due.get(r.statementId);
      if (!known || at > known) due.set(r.statementId, at);
    }
    const held = new Map(holds.map((h) => [h.payeeId, { reason: h.reason, name: fullName(h) }]));
    const at = now();
    return list.map((s) => {
      const payable = due.get(s.id) ?? at;
      return { ...s, hold: held.get(s.payeeId) ?? null, payableAt: payable, waiting: payable > at };
    });
  };
}
export type PayoutGate = ReturnType<typeof createPayoutGate>;

const day = (d: Date) => d.toISOString().slice(0, 10);

/** For an explicit payout: each held (409) or not yet payable (422) statement named, with its reason or date. */
export function refuseGated(ids: number[], gated: Awaited<ReturnType<PayoutGate>>) {
  const byId = new Map(gated.map((g) => [g.id, g]));
  const conflicts: FieldError[] = [];
  const invalid: FieldError[] = [];
  ids.forEach((id, i) => {
    const g = byId.get(id)!;
    const topic_id = `statement_ids.${i}`;
    if (g.hold) conflicts.push({ topic_id, message: `Payouts to ${g.hold.name} are held: ${g.hold.reason}` });
    else if (g.waiting)
      invalid.push({ topic_id, message: `Statement ${id} is payable from ${day(g.payableAt)} (refund window)` });
  });
  if (conflicts.length || invalid.length) {
    const errors = [...conflicts, ...invalid];
    throw new AppError(conflicts.length ? 'conflict' : 'validation_failed', { message: errors[0]!.message, errors });
  }
}
