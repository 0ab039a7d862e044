/** Payouts (issue 17, decision 0036): what a payment run pays and the batch file a bank or PayPal reads. */
import { csvLines } from '../csv.js';

/** Cents as dollars with exactly two decimals, by string arithmetic: 1234 → "12.34", -5 → "-0.05". */
export function centsToDollars(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError('cents must be a whole number');
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export interface PayoutStatement {
  statement_id: number;
  payee_id: number;
  payee_name: string;
  payee_email: string;
  amount: number;
}

export interface PayoutBatchLine {
  payee_id: number;
  name: string;
  email: string;
  amount: number;
}

/** One line per payee (several statements of one producer are paid as one sum), in first-seen order. */
export function payoutBatch(items: PayoutStatement[]): PayoutBatchLine[] {
  const by = new Map<number, PayoutBatchLine>();
  for (const i of items) {
    const line = by.get(i.payee_id);
    if (line) line.amount += i.amount;
    else by.set(i.payee_id, { payee_id: i.payee_id, name: i.payee_name, email: i.payee_email, amount: i.amount });
  }
  return [...by.values()];
}

/** A payout's total: the sum of its statements' amounts. */
export const payoutTotal = (items: { amount: number }[]) => items.reduce((a, i) => a + i.amount, 0);

export const PAYOUT_CSV_HEADER = ['name', 'email', 'amount', 'currency', 'reference'] as const;

/** The batch file: a header, then `name,email,amount,currency,reference` per payee (amount "12.34"). */
export function payoutCsv(items: PayoutStatement[], currency: string, reference: string): string {
  return csvLines([
    PAYOUT_CSV_HEADER,
    ...payoutBatch(items).map((l) => [l.name, l.email, centsToDollars(l.amount), currency, reference]),
  ]);
}
