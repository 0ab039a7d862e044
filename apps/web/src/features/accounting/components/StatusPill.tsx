import type { PayoutStatus, StatementStatus } from '@beatmarket/shared';
import { clsx } from 'clsx';

export const STATEMENT_STATUS_LABEL: Record<StatementStatus, string> = { open: 'Open', closed: 'Closed', paid: 'Paid' };
export const PAYOUT_STATUS_LABEL: Record<PayoutStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  cancelled: 'Cancelled',
};

const LOOK: Record<StatementStatus | PayoutStatus, string> = {
  open: 'bg-sky-400/15 text-sky-200',
  closed: 'bg-amber-400/15 text-amber-200',
  pending: 'bg-amber-400/15 text-amber-200',
  paid: 'bg-emerald-400/15 text-emerald-200',
  sent: 'bg-emerald-400/15 text-emerald-200',
  cancelled: 'bg-zinc-700 text-zinc-200',
};

/** A statement's or a payout's state as a coloured pill, the same on every accounting screen. */
export function StatusPill({ status }: { status: StatementStatus | PayoutStatus }) {
  const label =
    status in STATEMENT_STATUS_LABEL
      ? STATEMENT_STATUS_LABEL[status as StatementStatus]
      : PAYOUT_STATUS_LABEL[status as PayoutStatus];
  return (
    <span
      className={clsx(
        'whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold print:ring-1 print:ring-black',
        LOOK[status],
      )}
    >
      {label}
    </span>
  );
}
