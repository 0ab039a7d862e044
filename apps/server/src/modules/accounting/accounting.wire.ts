import type { AreaParts, Base } from '../../wiring.js';
import type { MailService } from '../mail/mail.service.js';
import { accountingReports } from './accounting.reports.js';
import { accountingRoutes } from './accounting.routes.js';
import { createPayoutDatesRepository } from './payout-dates.repository.js';
import { payoutEntity } from './payout.entity.js';
import { createPayoutGate } from './payout-gate.js';
import { createPayoutHoldsService } from './payout-holds.service.js';
import { payoutHoldsRoutes } from './payout-holds.routes.js';
import { createPayoutRun } from './payout-run.js';
import { createPayoutsRepository } from './payouts.repository.js';
import { createPayoutsService } from './payouts.service.js';
import { createAccountingReportsRepository } from './reports.repository.js';
import { statementEntity } from './statement.entity.js';
import { createStatementsRepository } from './statements.repository.js';
import { createStatementsService } from './statements.service.js';

/**
 * Accounting (issue 17, decisions 0035-0036): statements closed from the ledger, payouts over them;
 * payable dates and holds (issue 35, decision 0090).
 */
export function wireAccounting({ db, config, now }: Base, mail: MailService) {
  const statementsRepo = createStatementsRepository(db);
  const datesRepo = createPayoutDatesRepository(db);
  const windowDays = config.payoutRefundWindowDays;
  const gate = createPayoutGate(datesRepo, windowDays, now);
  const payoutsRepo = createPayoutsRepository(db);
  const payouts = createPayoutsService(payoutsRepo, statementsRepo, gate);
  const accounting = {
    statements: createStatementsService(statementsRepo, { repo: datesRepo, windowDays }),
    payouts,
    holds: createPayoutHoldsService({
      repo: datesRepo,
      statements: statementsRepo,
      mail,
      publicUrl: config.publicUrl,
      windowDays,
      now,
    }),
  };
  const run = createPayoutRun({ repo: payoutsRepo, statements: statementsRepo, gate, present: payouts.present });
  return {
    accounting,
    entities: {
      income_statement: statementEntity(statementsRepo, accounting.statements),
      payout: payoutEntity(accounting.payouts, run),
    },
    reports: accountingReports(createAccountingReportsRepository(db)),
    api: (async (app) => {
      await app.register(accountingRoutes, accounting);
      await app.register(payoutHoldsRoutes, accounting);
    }) satisfies AreaParts['api'],
  };
}
