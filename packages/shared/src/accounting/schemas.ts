import { z } from 'zod';

/** Inputs of the accounting calls (issue 17): one schema each, read by the server and the forms alike. */

export const PAYOUT_METHOD_VALUES = ['bank', 'paypal', 'other'] as const;
export type PayoutMethod = (typeof PAYOUT_METHOD_VALUES)[number];
/** Larger than any real adjustment, small enough that sums stay safe integers. */
export const MAX_ADJUSTMENT_CENTS = 100_000_000;
export const MAX_PAYOUT_STATEMENTS = 500;

const isRealDay = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
};
/** A UTC day, YYYY-MM-DD. */
export const accountingDay = z.string('Enter a date').refine(isRealDay, 'Enter a date as YYYY-MM-DD');
/** Today as a UTC day. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);
const payeeId = z.coerce
  .number('Choose a producer')
  .int('Choose a producer')
  .positive('Choose a producer')
  .max(2_147_483_647, 'Choose a producer');

/**
 * `POST /income_statement/close`: any inclusive range of UTC days (a calendar month in the UI) that
 * has ended or ends today; a period still to come cannot be closed (its sales are not made yet).
 */
export const closePeriodSchema = z
  .object({ period_start: accountingDay, period_end: accountingDay })
  .superRefine((v, ctx) => {
    if (v.period_end < v.period_start)
      ctx.addIssue({ code: 'custom', path: ['period_end'], message: 'Must be on or after the start date' });
    else if (v.period_end > utcToday())
      ctx.addIssue({ code: 'custom', path: ['period_end'], message: 'A period cannot end in the future' });
  });
export type ClosePeriodInput = z.infer<typeof closePeriodSchema>;

/** `POST /income_statement/adjustment`: a signed amount in cents with the reason shown on the statement. */
export const adjustmentSchema = z.object({
  payee_id: payeeId,
  amount: z
    .number('Enter an amount in cents')
    .int('Enter a whole number of cents')
    .refine((n) => n !== 0, 'An adjustment cannot be zero')
    .refine((n) => Math.abs(n) <= MAX_ADJUSTMENT_CENTS, 'This amount is too large'),
  note: z.string('Say why').trim().min(1, 'Say why').max(500, 'At most 500 characters'),
});
export type AdjustmentInput = z.infer<typeof adjustmentSchema>;

const statementId = z
  .number('Choose statements')
  .int('Choose statements')
  .positive('Choose statements')
  .max(2_147_483_647, 'Choose statements');

/** `POST /payout/create`: closed statements to pay, and how. */
export const payoutCreateSchema = z.object({
  statement_ids: z
    .array(statementId, 'Choose statements')
    .min(1, 'Choose at least one statement')
    .max(MAX_PAYOUT_STATEMENTS, `At most ${MAX_PAYOUT_STATEMENTS} statements`)
    .refine((ids) => new Set(ids).size === ids.length, 'A statement is listed twice'),
  method: z.enum(PAYOUT_METHOD_VALUES, 'Choose bank, PayPal or other'),
  note: z.string().trim().max(500, 'At most 500 characters').optional(),
});
export type PayoutCreateInput = z.infer<typeof payoutCreateSchema>;

/** `POST /payout/{id}/send`: the bank's or PayPal's reference of the payment made. */
export const payoutSendSchema = z.object({
  reference: z
    .string('Enter the payment reference')
    .trim()
    .min(1, 'Enter the payment reference')
    .max(200, 'At most 200 characters'),
});
export type PayoutSendInput = z.infer<typeof payoutSendSchema>;
