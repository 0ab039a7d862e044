import {
  isAdmin,
  payoutCreateSchema,
  payoutCsv,
  payoutSendSchema,
  type FieldError,
  type PayoutView,
} from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import type { EntityContext } from '../entities/entity.types.js';
import { refuseGated, type PayoutGate } from './payout-gate.js';
import type { PayoutRow, PayoutsRepository } from './payouts.repository.js';
import type { StatementsRepository } from './statements.repository.js';
import { fullName } from './statements.repository.js';

type PayableStatement = Awaited<ReturnType<PayoutsRepository['lockStatements']>>[number];

function requireAdmin(ctx: EntityContext): number {
  if (!ctx.user) throw new AppError('unauthenticated');
  if (!isAdmin(ctx.user.role)) throw new AppError('forbidden');
  return ctx.user.id;
}

/** Payout rows as the API shows them, with their statements and who did what. */
function payoutPresenter(repo: PayoutsRepository, statements: Pick<StatementsRepository, 'names'>) {
  return async function present(rows: PayoutRow[]): Promise<PayoutView[]> {
    const items = await repo.items(rows.map((r) => r.id));
    const names = await statements.names(
      rows.flatMap((r) => [r.createdBy, r.sentBy, r.cancelledBy].filter((x): x is number => x !== null)),
    );
    const name = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
    return rows.map((r) => {
      const mine = items.filter((i) => i.payoutId === r.id);
      return {
        id: r.id,
        status: r.status,
        method: r.method,
        reference: r.reference,
        note: r.note,
        total: r.total,
        currency: r.currency,
        statements: mine.length,
        created_at: r.createdAt,
        created_by_name: name(r.createdBy),
        sent_at: r.sentAt,
        sent_by_name: name(r.sentBy),
        cancelled_at: r.cancelledAt,
        cancelled_by_name: name(r.cancelledBy),
        items: mine.map((i) => ({
          statement_id: i.statementId,
          payee_id: i.payeeId,
          payee_name: fullName(i),
          payee_email: i.email,
          amount: i.amount,
          period_start: i.periodStart,
          period_end: i.periodEnd,
        })),
      };
    });
  };
}

/**
 * Names each statement that cannot be paid: unknown, not closed or of no positive amount (422), or
 * already paid or in a live payout (409).
 */
function refuseUnpayable(ids: number[], found: Map<number, PayableStatement>) {
  const conflicts: FieldError[] = [];
  const invalid: FieldError[] = [];
  ids.forEach((id, i) => {
    const s = found.get(id);
    const topic_id = `statement_ids.${i}`;
    if (!s) invalid.push({ topic_id, message: `Statement ${id} does not exist` });
    else if (s.status === 'paid') conflicts.push({ topic_id, message: `Statement ${id} is already paid` });
    else if (s.livePayout !== null)
      conflicts.push({ topic_id, message: `Statement ${id} is already in payout ${s.livePayout}` });
    else if (s.status !== 'closed') invalid.push({ topic_id, message: `Statement ${id} is not closed` });
    else if (s.amount <= 0)
      invalid.push({ topic_id, message: `Statement ${id} owes nothing to pay (${s.amount} cents)` });
  });
  if (conflicts.length || invalid.length) {
    const errors = [...conflicts, ...invalid];
    throw new AppError(conflicts.length ? 'conflict' : 'validation_failed', {
      message: errors[0]!.message,
      errors,
    });
  }
}

/** Payouts (decision 0036): each step one transaction on the locked rows, so a retried step changes nothing. */
export function createPayoutsService(
  repo: PayoutsRepository,
  statements: Pick<StatementsRepository, 'names'>,
  gate: PayoutGate,
) {
  const present = payoutPresenter(repo, statements);
  return {
    present,

    /**
     * A payout over closed statements (payable ones, of payees not held), refused with each statement
     * that cannot be paid named.
     */
    async create(ctx: EntityContext, body: unknown): Promise<PayoutRow> {
      const by = requireAdmin(ctx);
      const input = parse(payoutCreateSchema, body);
      return repo.transaction(async (tx) => {
        const found = new Map((await repo.lockStatements(tx, input.statement_ids)).map((s) => [s.id, s]));
        refuseUnpayable(input.statement_ids, found);
        // Held payees and rows still in the refund window are refused, each named (decision 0090).
        const gated = await gate(tx, [...found.values()]);
        refuseGated(input.statement_ids, gated);
        return repo.insert(
          tx,
          { method: input.method, note: input.note ?? '', createdBy: by },
          input.statement_ids.map((id) => {
            const s = found.get(id)!;
            return { statementId: s.id, payeeId: s.payeeId, amount: s.amount };
          }),
        );
      });
    },

    /** pending → sent with the bank's reference; sending again with the same reference changes nothing. */
    async send(ctx: EntityContext, id: number, body: unknown): Promise<PayoutView> {
      const by = requireAdmin(ctx);
      const { reference } = parse(payoutSendSchema, body);
      const row = await repo.transaction(async (tx) => {
        const p = await repo.lock(tx, id);
        if (!p) throw new AppError('record_not_found');
        if (p.status === 'sent' && p.reference === reference) return p;
        if (p.status !== 'pending')
          throw new AppError('conflict', { topicId: 'reference', message: `This payout is already ${p.status}` });
        return repo.markSent(tx, id, reference, by);
      });
      return (await present([row]))[0]!;
    },

    /** pending → cancelled (its statements may be paid again); never once sent (409). */
    async cancel(ctx: EntityContext, id: number): Promise<PayoutView> {
      const by = requireAdmin(ctx);
      const row = await repo.transaction(async (tx) => {
        const p = await repo.lock(tx, id);
        if (!p) throw new AppError('record_not_found');
        if (p.status === 'cancelled') return p;
        if (p.status === 'sent') throw new AppError('conflict', { message: 'A sent payout cannot be cancelled' });
        return repo.markCancelled(tx, id, by);
      });
      return (await present([row]))[0]!;
    },

    /** The batch file for a bank or PayPal mass payment: one line per payee. */
    async csv(ctx: EntityContext, id: number) {
      requireAdmin(ctx);
      const row = await repo.find(id);
      if (!row) throw new AppError('record_not_found');
      const [view] = await present([row]);
      return payoutCsv(view!.items ?? [], row.currency, row.reference ?? `Beatmarket payout ${row.id}`);
    },
  };
}
export type PayoutsService = ReturnType<typeof createPayoutsService>;
