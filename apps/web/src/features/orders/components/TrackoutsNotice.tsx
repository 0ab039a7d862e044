import { Clock, Undo2 } from 'lucide-react';
import { Button } from '../../../components/Button';
import { useConfirm } from '../../../components/dialogs/context';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { OrderView } from '../../../lib/orders';
import { useTrackoutsRefund } from '../api/use-refund';

type Line = OrderView['items'][number];

/**
 * Trackouts bought before their file existed (decision 0077): the buyer is told they follow or were
 * refunded, and an administrator can refund them at once instead of waiting for the sweep.
 */
export function TrackoutsNotice({ orderId, item, admin }: { orderId: number; item: Line; admin: boolean }) {
  if (item.trackouts_status === 'refunded')
    return (
      <p className="mt-4 flex items-start gap-2 rounded-2xl bg-zinc-800/70 p-3 text-sm text-zinc-300">
        <Undo2 className="mt-0.5 size-4 shrink-0" aria-hidden />
        The trackouts never arrived, so their price was refunded to you. The rest of this licence stands.
      </p>
    );
  if (item.trackouts_status !== 'missing') return null;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-amber-500/10 p-3 text-sm text-amber-100 ring-1 ring-inset ring-amber-400/30">
      <p className="flex items-start gap-2">
        <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
        Trackouts pending: the producer has not uploaded them yet. We will email you the moment they arrive, or refund
        their price if they do not.
      </p>
      {admin && <RefundTrackouts orderId={orderId} item={item} />}
    </div>
  );
}

function RefundTrackouts({ orderId, item }: { orderId: number; item: Line }) {
  const confirm = useConfirm();
  const refund = useTrackoutsRefund(String(orderId), item.id);
  const ask = async () => {
    const ok = await confirm({
      title: `Refund the trackouts of ${item.beat_title}?`,
      message: 'The buyer gets the add-on’s price back and keeps the rest of the licence. This cannot be undone.',
      confirmLabel: 'Refund trackouts',
      danger: true,
    });
    if (!ok) return;
    try {
      await refund.mutateAsync();
      notifySuccess('Refunded', 'The trackouts were refunded.');
    } catch (err) {
      notifyError(err);
    }
  };
  return (
    <Button variant="danger" busy={refund.isPending} onClick={() => void ask()}>
      Refund trackouts
    </Button>
  );
}
