import type { StatementDetailView, StatementItemView, StatementRowView } from '@beatmarket/shared';
import type { StatementItemRow, StatementRow } from './statements.repository.js';

/** A statement as lists show it (spec §3 income_statement); names are looked up by the caller. */
export function presentStatement(s: StatementRow, payeeName: string): StatementRowView {
  return {
    id: s.id,
    payee_id: s.payeeId,
    payee_name: payeeName,
    period_start: s.periodStart,
    period_end: s.periodEnd,
    status: s.status,
    currency: s.currency,
    gross: s.gross,
    discounts: s.discounts,
    refunds: s.refunds,
    adjustments: s.adjustments,
    producer_share: s.producerShare,
    coproducer_share: s.coproducerShare,
    house_share: s.houseShare,
    amount: s.amount,
    closed_at: s.closedAt,
    paid_at: s.paidAt,
  };
}

export const presentItem = (i: StatementItemRow, payableAt: Date): StatementItemView => ({
  id: i.id,
  kind: i.kind,
  role: i.role,
  share_percent: i.sharePercent,
  description: i.description,
  occurred_at: i.occurredAt,
  order_id: i.orderId,
  beat_id: i.beatId,
  gross: i.gross,
  discount: i.discount,
  producer_share: i.producerShare,
  coproducer_share: i.coproducerShare,
  house_share: i.houseShare,
  amount: i.amount,
  payable_at: payableAt,
});

export type { StatementDetailView };
