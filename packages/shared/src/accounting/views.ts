import type { Wire } from '../wire.js';
import type { LedgerEntryKind, PayeeRole } from './statement.js';
import type { PayoutMethod } from './schemas.js';

export type StatementStatus = 'open' | 'closed' | 'paid';
export type PayoutStatus = 'pending' | 'sent' | 'cancelled';

/** `income_statement` records (the lists of /accounting and the dashboard). */
export interface StatementRowView {
  id: number;
  payee_id: number;
  payee_name: string;
  period_start: string;
  period_end: string;
  status: StatementStatus;
  currency: string;
  gross: number;
  discounts: number;
  refunds: number;
  adjustments: number;
  producer_share: number;
  coproducer_share: number;
  house_share: number;
  amount: number;
  closed_at: Date | null;
  paid_at: Date | null;
}
export type StatementRowData = Wire<StatementRowView>;

export interface StatementItemView {
  id: number;
  kind: LedgerEntryKind;
  role: PayeeRole;
  /** A collaborator's percent of the producers' part (decision 0096); null on producer rows and older coproducer rows. */
  share_percent: number | null;
  description: string;
  occurred_at: Date;
  order_id: number | null;
  beat_id: number | null;
  gross: number;
  discount: number;
  producer_share: number;
  coproducer_share: number;
  house_share: number;
  amount: number;
  /** When this row's cents may be paid out: after the refund window for money earned (decision 0090). */
  payable_at: Date;
}

/** `GET /income_statement/{id}`: the statement with its items and the payout paying it. */
export interface StatementDetailView extends StatementRowView {
  payee: { id: number; name: string; email: string };
  items: StatementItemView[];
  payout: null | { id: number; status: PayoutStatus; reference: string | null; sent_at: Date | null };
}
export type StatementDetailData = Wire<StatementDetailView>;

export interface PayoutItemView {
  statement_id: number;
  payee_id: number;
  payee_name: string;
  payee_email: string;
  amount: number;
  period_start: string;
  period_end: string;
}

/** `payout` records; a payout read by id (and every action's answer) carries its items. */
export interface PayoutView {
  id: number;
  status: PayoutStatus;
  method: PayoutMethod;
  reference: string | null;
  note: string;
  total: number;
  currency: string;
  statements: number;
  created_at: Date;
  created_by_name: string | null;
  sent_at: Date | null;
  sent_by_name: string | null;
  cancelled_at: Date | null;
  cancelled_by_name: string | null;
  items?: PayoutItemView[];
}
export type PayoutData = Wire<PayoutView>;

export interface CloseResult {
  statement_ids: number[];
  count: number;
}

/** `POST /payout/run`: the payout made (null when nothing was payable) and what it left out, and why. */
export interface PayoutRunView {
  payout: PayoutView | null;
  held: { payee_id: number; payee_name: string; reason: string; amount: number; statement_ids: number[] }[];
  waiting: { statement_id: number; payee_id: number; payee_name: string; amount: number; payable_at: Date }[];
}
export type PayoutRunData = Wire<PayoutRunView>;
