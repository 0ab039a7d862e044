import {
  adjustmentSchema,
  closePeriodSchema,
  isAdmin,
  isProducer,
  payableAt,
  periodBounds,
  rowsToState,
  statementItem,
  statementTotals,
  type CloseResult,
  type StatementDetailView,
} from '@beatmarket/shared';
import { AppError, isUniqueViolation } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import type { EntityContext } from '../entities/entity.types.js';
import { fullName, type StatementsRepository } from './statements.repository.js';
import { presentItem, presentStatement } from './statement.view.js';
import { statementPdf } from './statement-pdf.js';
import type { PayoutDatesRepository } from './payout-dates.repository.js';

/** Only administrators close periods and adjust; 401 asks a visitor to log in first. */
function requireAdmin(ctx: EntityContext): number {
  if (!ctx.user) throw new AppError('unauthenticated');
  if (!isAdmin(ctx.user.role)) throw new AppError('forbidden');
  return ctx.user.id;
}

export function createStatementsService(
  repo: StatementsRepository,
  dates: { repo: Pick<PayoutDatesRepository, 'rowsByIds'>; windowDays: number },
) {
  /** A statement is its payee's and the administrators'; anyone else is refused (403), a visitor asked to log in. */
  async function readable(ctx: EntityContext, id: number) {
    if (!ctx.user) throw new AppError('unauthenticated');
    const row = await repo.find(id);
    if (!row) throw new AppError('record_not_found');
    if (!isAdmin(ctx.user.role) && row.payeeId !== ctx.user.id)
      throw new AppError('forbidden', { message: 'This statement is not yours' });
    return row;
  }

  return {
    /**
     * Closes a period in one transaction (decision 0035): under one lock, every payee's unstated ledger
     * rows of the period become one statement each. Closing again states nothing twice; should two
     * closes ever meet anyway, the unique index on the ledger row refuses the second (409, nothing written).
     */
    async close(ctx: EntityContext, body: unknown): Promise<CloseResult> {
      const by = requireAdmin(ctx);
      const period = parse(closePeriodSchema, body);
      const { from, until } = periodBounds(period.period_start, period.period_end);
      try {
        const ids = await repo.transaction(async (tx) => {
          await repo.lockClosing(tx);
          const rows = await repo.unstated(tx, from, until);
          const made: number[] = [];
          for (const [payeeId, payeeRows] of rowsToState(rows, new Set(), {
            start: period.period_start,
            end: period.period_end,
          })) {
            const items = payeeRows.map(statementItem);
            made.push(
              await repo.insertStatement(
                tx,
                { payeeId, periodStart: period.period_start, periodEnd: period.period_end, closedBy: by },
                statementTotals(items),
                items,
              ),
            );
          }
          return made;
        });
        return { statement_ids: ids, count: ids.length };
      } catch (err) {
        if (isUniqueViolation(err))
          throw new AppError('conflict', {
            topicId: 'period_end',
            message: 'Another close stated these sales at the same moment; nothing was changed. Try again.',
          });
        throw err;
      }
    },

    /** A ledger row of kind adjustment: it lands on the payee's next statement, with its note. */
    async adjust(ctx: EntityContext, body: unknown) {
      const by = requireAdmin(ctx);
      const input = parse(adjustmentSchema, body);
      const payee = await repo.payee(input.payee_id);
      if (!payee || !isProducer(payee.role))
        throw new AppError('validation_failed', { topicId: 'payee_id', message: 'Choose a producer' });
      const row = await repo.addAdjustment({
        payeeId: payee.id,
        amount: input.amount,
        note: input.note,
        createdBy: by,
      });
      return { id: row.id, payee_id: payee.id, amount: row.amount, note: row.note, created_at: row.createdAt };
    },

    async detail(ctx: EntityContext, id: number): Promise<StatementDetailView> {
      const row = await readable(ctx, id);
      const [payee, items, payout] = await Promise.all([repo.payee(row.payeeId), repo.items(id), repo.payoutOf(id)]);
      const name = payee ? fullName(payee) : '';
      // Each row's payable date, from its ledger row (a refund's from the sale it reverses).
      const rows = await dates.repo.rowsByIds(items.map((i) => i.ledgerEntryId));
      const due = new Map(rows.map((r) => [r.id, payableAt(r, dates.windowDays)]));
      return {
        ...presentStatement(row, name),
        payee: { id: row.payeeId, name, email: payee?.email ?? '' },
        items: items.map((i) => presentItem(i, due.get(i.ledgerEntryId)!)),
        payout: payout && { id: payout.id, status: payout.status, reference: payout.reference, sent_at: payout.sentAt },
      };
    },

    async pdf(ctx: EntityContext, id: number) {
      const view = await this.detail(ctx, id);
      return { filename: `statement-${view.id}-${view.period_start}.pdf`, body: await statementPdf(view) };
    },
  };
}
export type StatementsService = ReturnType<typeof createStatementsService>;
