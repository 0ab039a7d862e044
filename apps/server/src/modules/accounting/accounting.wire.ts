import type { AreaParts, Base } from '../../wiring.js';
import { accountingReports } from './accounting.reports.js';
import { accountingRoutes } from './accounting.routes.js';
import { payoutEntity } from './payout.entity.js';
import { createPayoutsRepository } from './payouts.repository.js';
import { createPayoutsService } from './payouts.service.js';
import { createAccountingReportsRepository } from './reports.repository.js';
import { statementEntity } from './statement.entity.js';
import { createStatementsRepository } from './statements.repository.js';
import { createStatementsService } from './statements.service.js';

/** Accounting (issue 17, decisions 0035-0036): statements closed from the ledger, payouts over them. */
export function wireAccounting({ db }: Base) {
  const statementsRepo = createStatementsRepository(db);
  const accounting = {
    statements: createStatementsService(statementsRepo),
    payouts: createPayoutsService(createPayoutsRepository(db), statementsRepo),
  };
  return {
    accounting,
    entities: {
      income_statement: statementEntity(statementsRepo, accounting.statements),
      payout: payoutEntity(accounting.payouts),
    },
    reports: accountingReports(createAccountingReportsRepository(db)),
    api: (async (app) => void (await app.register(accountingRoutes, accounting))) satisfies AreaParts['api'],
  };
}
