import {
  accountingPeriodsParams,
  membershipRevenueParams,
  type MembershipRevenueRow,
  payeeBalances,
  producerBalancesParams,
  revenueByMonthParams,
  type AccountingPeriodRow,
  type ProducerBalanceRow,
  type RevenueMonthRow,
} from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { defineReport, type ReportDefinition } from '../reports/report.registry.js';
import type { AccountingReportsRepository } from './reports.repository.js';

/** The accounting reports of issue 17 (contract: Accounting API), for the report registry. */
export function accountingReports(repo: AccountingReportsRepository): ReportDefinition[] {
  return [
    defineReport({
      id: 'revenue-by-month',
      access: 'admin',
      params: revenueByMonthParams,
      run: (_ctx, p): Promise<RevenueMonthRow[]> => repo.revenueByMonth(p.from, p.to),
    }),
    defineReport({
      id: 'producer-balances',
      access: 'producer',
      params: producerBalancesParams,
      // A producer sees their own row only; asking for another's is refused.
      async run(ctx, p): Promise<ProducerBalanceRow[]> {
        if (!ctx.isAdmin && p.payee_id !== undefined && p.payee_id !== ctx.userId)
          throw new AppError('forbidden', { topicId: 'payee_id', message: 'You can only see your own balance' });
        const payee = ctx.isAdmin ? p.payee_id : ctx.userId;
        const { ledger, statements } = await repo.balances(payee);
        const balances = payeeBalances(ledger, statements);
        if (payee !== undefined && !balances.length)
          balances.push({ payee_id: payee, unstated: 0, owed: 0, pending: 0, paid: 0 });
        const people = await repo.people(balances.map((b) => b.payee_id));
        return balances.map((b) => ({
          payee_id: b.payee_id,
          name: people.get(b.payee_id)?.name ?? '',
          email: people.get(b.payee_id)?.email ?? '',
          unstated: b.unstated,
          owed: b.owed,
          pending: b.pending,
          paid: b.paid,
        }));
      },
    }),
    defineReport({
      id: 'accounting-periods',
      access: 'admin',
      params: accountingPeriodsParams,
      run: (_ctx, p): Promise<AccountingPeriodRow[]> => repo.periods(p.from, p.to),
    }),
    defineReport({
      id: 'membership-revenue',
      access: 'admin',
      params: membershipRevenueParams,
      run: (_ctx, p): Promise<MembershipRevenueRow[]> => repo.membershipRevenue(p.from, p.to, p.state),
    }),
  ];
}
