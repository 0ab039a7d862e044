import { formatCents, ORDER_TRANSITIONS } from '@beatmarket/shared';
import { Button } from '../../../components/Button';
import { useConfirm } from '../../../components/dialogs/context';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { OrderView } from '../../../lib/orders';
import { useRefund } from '../api/use-refund';

/**
 * What an administrator sees above an order: who bought it and the actions its state allows
 * (ORDER_TRANSITIONS; a refund is the only one a person takes, the others are checkout's and recovery's).
 */
export function OrderAdminPanel({ order }: { order: OrderView }) {
  const confirm = useConfirm();
  const refund = useRefund(String(order.id));
  const refundable = ORDER_TRANSITIONS[order.status].includes('refunded');

  const askRefund = async () => {
    const ok = await confirm({
      title: `Refund order ${order.id}?`,
      message: `${order.buyer.name} gets ${formatCents(order.total)} back. Their licences stop working at once and the producers' earnings from this sale are reversed. This cannot be undone.`,
      confirmLabel: 'Refund',
      danger: true,
    });
    if (!ok) return;
    try {
      await refund.mutateAsync();
      notifySuccess('Refunded', `Order ${order.id} was refunded.`);
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <section
      aria-label="Administration"
      className="flex flex-wrap items-center justify-between gap-4 rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-white/5"
    >
      <div className="min-w-0 text-sm">
        <p className="text-xs font-semibold uppercase tracking-wide text-zinc-400">Buyer</p>
        <p className="font-semibold text-white">{order.buyer.name}</p>
        <a href={`mailto:${order.buyer.email}`} className="break-all text-accent-300 hover:underline">
          {order.buyer.email}
        </a>
      </div>
      {refundable ? (
        <Button variant="danger" busy={refund.isPending} onClick={() => void askRefund()}>
          Refund {formatCents(order.total)}
        </Button>
      ) : (
        <p className="text-sm text-zinc-400">No action: this order is {order.status_label.toLowerCase()}.</p>
      )}
    </section>
  );
}
