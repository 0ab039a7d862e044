import { z } from 'zod';
import type { Wire } from '../wire.js';
import { PAYOUT_METHOD_VALUES } from './schemas.js';
import type { LedgerEntryKind } from './statement.js';

/** Days a sale waits before its cents may be paid out (PAYOUT_REFUND_WINDOW_DAYS' default, decision 0090). */
export const DEFAULT_REFUND_WINDOW_DAYS = 14;
const DAY_MS = 86_400_000;

/** A ledger row as its payable date needs it: a refund also carries the moment of the sale it reverses. */
export interface DatedLedgerRow {
  kind: LedgerEntryKind;
  amount: number;
  createdAt: Date;
  saleCreatedAt?: Date | null;
}

/**
 * When a ledger row's cents may be paid out (decision 0090). Money earned (a sale, a membership's
 * share) waits the refund window; money taken back or given by an administrator counts at once, except
 * that a refund of a sale still in its window waits with that sale, so the two cancel out in "pending".
 */
export function payableAt(row: DatedLedgerRow, windowDays: number): Date {
  const wait = (d: Date) => new Date(d.getTime() + windowDays * DAY_MS);
  if (row.kind === 'sale' || row.kind === 'subscription') return wait(row.createdAt);
  if (row.kind === 'refund' && row.saleCreatedAt) {
    const saleDue = wait(row.saleCreatedAt);
    return saleDue > row.createdAt ? saleDue : row.createdAt;
  }
  return row.createdAt;
}

export interface PendingDate {
  /** The UTC day the cents become payable. */
  date: string;
  amount: number;
}

/** A producer's unpaid cents split at `now`: payable ones and pending ones by the day they become payable. */
export function splitBalance(rows: { amount: number; payableAt: Date }[], now: Date) {
  let payable = 0;
  let balance = 0;
  const byDay = new Map<string, number>();
  for (const r of rows) {
    balance += r.amount;
    if (r.payableAt <= now) payable += r.amount;
    else {
      const day = r.payableAt.toISOString().slice(0, 10);
      byDay.set(day, (byDay.get(day) ?? 0) + r.amount);
    }
  }
  const dates: PendingDate[] = [...byDay]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, amount]) => ({ date, amount }));
  return { balance, payable, pending: balance - payable, dates };
}

/** `POST /payout-hold`: an administrator holds a producer's payouts, saying why (the producer reads it). */
export const payoutHoldSchema = z.object({
  payee_id: z.coerce
    .number('Choose a producer')
    .int('Choose a producer')
    .positive('Choose a producer')
    .max(2_147_483_647),
  reason: z
    .string('Say why the payouts are held')
    .trim()
    .min(5, 'Say why the payouts are held (at least 5 characters)')
    .max(500, 'At most 500 characters'),
});
export type PayoutHoldInput = z.infer<typeof payoutHoldSchema>;

/** `POST /payout/run`: one payout over every payable statement; held and waiting ones are reported. */
export const payoutRunSchema = z.object({
  method: z.enum(PAYOUT_METHOD_VALUES, 'Choose bank, PayPal or other'),
  note: z.string().trim().max(500, 'At most 500 characters').optional(),
});
export type PayoutRunInput = z.infer<typeof payoutRunSchema>;

export interface PayoutHoldView {
  id: number;
  payee_id: number;
  payee_name: string;
  reason: string;
  held_at: Date;
  held_by_name: string;
}
export type PayoutHoldData = Wire<PayoutHoldView>;

/** `GET /payout-balance`: the producer's unpaid cents, payable and pending with their dates, and any hold. */
export interface PayoutBalanceView {
  payee_id: number;
  window_days: number;
  balance: number;
  payable: number;
  pending: number;
  dates: PendingDate[];
  hold: { reason: string; held_at: Date } | null;
}
export type PayoutBalanceData = Wire<PayoutBalanceView>;
