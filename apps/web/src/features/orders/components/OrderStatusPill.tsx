import { ORDER_STATE_LABEL, type OrderState } from '@beatmarket/shared';
import { clsx } from 'clsx';

const LOOK: Record<OrderState, string> = {
  pending: 'bg-amber-400/15 text-amber-200',
  paid: 'bg-sky-400/15 text-sky-200',
  fulfilled: 'bg-emerald-400/15 text-emerald-200',
  failed: 'bg-red-500/15 text-red-200',
  refunded: 'bg-zinc-700 text-zinc-200',
};

/** An order's state as a coloured pill, the same on the order page and the administrators' list. */
export function OrderStatusPill({ status }: { status: OrderState }) {
  return (
    <span className={clsx('whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold', LOOK[status])}>
      {ORDER_STATE_LABEL[status]}
    </span>
  );
}
