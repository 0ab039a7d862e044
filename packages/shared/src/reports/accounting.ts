import { z } from 'zod';
import { accountingDay } from '../accounting/schemas.js';

/** Accounting reports (issue 17): params and rows of `GET /report/{id}/data`. Days are UTC, ranges inclusive. */
export const ACCOUNTING_REPORT_IDS = [
  'revenue-by-month',
  'producer-balances',
  'accounting-periods',
  'membership-revenue',
] as const;
export type AccountingReportId = (typeof ACCOUNTING_REPORT_IDS)[number];

const range = z.object({ from: accountingDay.optional(), to: accountingDay.optional() }).superRefine((v, ctx) => {
  if (v.from && v.to && v.to < v.from)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must be on or after the start date' });
});

/** `revenue-by-month` (administrators): `{ from?, to? }`, by the month a ledger row was written. */
export const revenueByMonthParams = range;
export type RevenueByMonthParams = z.infer<typeof revenueByMonthParams>;
/**
 * One calendar month of the store: lines sold (gross, discounts), money given back (refunds, zero or
 * negative) and who got what, net of refunds. gross − discounts + refunds = the three shares.
 */
export interface RevenueMonthRow {
  month: string;
  gross: number;
  discounts: number;
  refunds: number;
  producer_share: number;
  coproducer_share: number;
  house_share: number;
}

/** `producer-balances`: a producer gets their own row only; an administrator every payee, or one. */
export const producerBalancesParams = z.object({
  payee_id: z.coerce.number('Choose a producer').int().positive().max(2_147_483_647).optional(),
});
export type ProducerBalancesParams = z.infer<typeof producerBalancesParams>;
export interface ProducerBalanceRow {
  payee_id: number;
  name: string;
  email: string;
  unstated: number;
  owed: number;
  pending: number;
  paid: number;
}

/** `accounting-periods` (administrators): each closed period with its statements' totals. */
export const accountingPeriodsParams = range;
export type AccountingPeriodsParams = z.infer<typeof accountingPeriodsParams>;
/** gross and house_share count each sold line once (a coproduced line is on two statements). */
export interface AccountingPeriodRow {
  period_start: string;
  period_end: string;
  statements: number;
  gross: number;
  amount: number;
  house_share: number;
}

/**
 * `membership-revenue` (administrators, issue 31): `{ from?, to?, state? }` by the day a membership charge
 * was paid; `state` 'deferred' (not yet split) or 'split'.
 */
export const MEMBERSHIP_REVENUE_STATES = ['deferred', 'split'] as const;
export const membershipRevenueParams = z
  .object({
    from: accountingDay.optional(),
    to: accountingDay.optional(),
    state: z.enum(MEMBERSHIP_REVENUE_STATES, 'Choose deferred or split').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.to < v.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must be on or after the start date' });
  });
export type MembershipRevenueParams = z.infer<typeof membershipRevenueParams>;
/**
 * One membership charge the gateway took (decision 0073). Until its period ends it is deferred revenue:
 * the money is in, nobody's share is known yet. When the period's split is made (decision 0052) the same
 * cents move to `split` and into the ledger's shares (revenue-by-month), so deferred + split = amount and
 * no cent is counted twice.
 */
export interface MembershipRevenueRow {
  charge_id: number;
  subscription_id: number;
  plan: string;
  subscriber: string;
  paid_at: string;
  period_start: string;
  period_end: string;
  amount: number;
  deferred: number;
  split: number;
  split_at: string | null;
}
