import { isAdmin, isProducer, type StatementRowView } from '@beatmarket/shared';
import { incomeStatements } from '../../db/schema/index.js';
import type { EntityContext, EntityDefinition } from '../entities/entity.types.js';
import type { StatementRow, StatementsRepository } from './statements.repository.js';
import { statementsOfPayee } from './statement-scope.repository.js';
import type { StatementsService } from './statements.service.js';
import { presentStatement } from './statement.view.js';

type Shown = StatementRow & { payeeName: string };
const admin = (ctx: EntityContext) => isAdmin(ctx.user?.role);

/**
 * `income_statement` (spec §3): administrators list every statement, a producer only their own (the
 * dashboard), buyers none. Statements are made by closing a period and never edited or deleted.
 * Reading one by id is accounting.routes' (403 for another's statement, as the contract says).
 */
export function statementEntity(
  repo: StatementsRepository,
  service: StatementsService,
): EntityDefinition<StatementRow, StatementRowView, Shown> {
  return {
    name: 'income_statement',
    table: incomeStatements,
    idColumn: incomeStatements.id,
    // A producer's lists, exports and reads hold their own statements only.
    parentVisible: (ctx) => (admin(ctx) ? undefined : statementsOfPayee(ctx.user?.id ?? null)),
    fields: {
      id: { column: incomeStatements.id, sortable: true, searchable: true },
      payee_id: { column: incomeStatements.payeeId, sortable: true, filterable: true },
      status: { column: incomeStatements.status, sortable: true, filterable: true },
      period_start: { column: incomeStatements.periodStart, sortable: true, filterable: true },
      period_end: { column: incomeStatements.periodEnd, sortable: true, filterable: true },
      gross: { column: incomeStatements.gross, sortable: true },
      amount: { column: incomeStatements.amount, sortable: true },
      closed_at: { column: incomeStatements.closedAt, sortable: true },
      paid_at: { column: incomeStatements.paidAt, sortable: true },
    },
    defaultSort: [
      { field: 'period_end', direction: 'desc' },
      { field: 'id', direction: 'desc' },
    ],
    async enrich(rows) {
      const names = await repo.names(rows.map((r) => r.payeeId));
      return rows.map((r) => ({ ...r, payeeName: names.get(r.payeeId) ?? '' }));
    },
    present: (row) => presentStatement(row, row.payeeName),
    policy: {
      list: (ctx) => isProducer(ctx.user?.role),
      read: (ctx, row) => admin(ctx) || (!!ctx.user && row.payeeId === ctx.user.id),
      create: () => false,
      delete: () => false,
      writable: () => null,
    },
    actions: {
      close: { method: 'POST', onRecord: false, run: (ctx, { body }) => service.close(ctx, body) },
      adjustment: { method: 'POST', onRecord: false, run: (ctx, { body }) => service.adjust(ctx, body) },
    },
  };
}
