import { payoutSendSchema } from '@beatmarket/shared';
import { Download, X } from 'lucide-react';
import { Button } from '../../../components/Button';
import { useConfirm, usePrompt } from '../../../components/dialogs/context';
import { Spinner } from '../../../components/Spinner';
import { notifySuccess } from '../../../lib/notify';
import { payoutCsvHref, usePayout, usePayoutAction } from '../api/use-payout';
import { formatMoney } from '../money';
import { PayoutHistory, PayoutStatements } from './PayoutDetails';
import { StatusPill } from './StatusPill';

const link =
  'inline-flex h-10 items-center gap-2 rounded-full bg-zinc-800 px-4 text-sm font-semibold text-zinc-100 ring-1 ring-inset ring-white/10 hover:bg-zinc-700';

/**
 * One payout: the statements it pays, marking it sent with the payment's reference, cancelling it while
 * pending (its statements become payable again), and the batch file for a bank or PayPal mass payment.
 */
export function PayoutPanel({ id, onClose }: { id: number; onClose(): void }) {
  const payout = usePayout(id);
  const act = usePayoutAction(id);
  const prompt = usePrompt();
  const confirm = useConfirm();
  const p = payout.data;

  const send = async () => {
    const reference = await prompt({
      title: `Mark payout #${id} sent`,
      message: 'Its statements become paid. Enter the reference of the bank transfer or PayPal payment.',
      label: 'Payment reference',
      confirmLabel: 'Mark sent',
      schema: payoutSendSchema.shape.reference,
    });
    if (reference === null) return;
    act.mutate({ action: 'send', reference }, { onSuccess: () => notifySuccess(`Payout #${id} marked sent`) });
  };
  const cancel = async () => {
    const ok = await confirm({
      title: `Cancel payout #${id}?`,
      message: 'Its statements leave it and can be paid in another payout.',
      confirmLabel: 'Cancel payout',
      cancelLabel: 'Keep it',
      danger: true,
    });
    if (ok) act.mutate({ action: 'cancel' }, { onSuccess: () => notifySuccess(`Payout #${id} cancelled`) });
  };

  return (
    <section
      aria-label={`Payout ${id}`}
      className="flex flex-col gap-5 rounded-3xl bg-zinc-900/60 p-5 ring-1 ring-white/10 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="flex items-center gap-3 text-xl font-bold text-white">
          Payout #{id} {p && <StatusPill status={p.status} />}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose} aria-label="Close payout">
          <X className="size-4" aria-hidden />
        </Button>
      </div>
      {payout.isLoading ? (
        <Spinner label="Loading the payout" />
      ) : !p ? (
        <p className="text-zinc-400">This payout could not be loaded.</p>
      ) : (
        <>
          <PayoutHistory p={p} />
          <PayoutStatements id={id} payout={p} />
          <p className="flex justify-between px-1 text-base font-semibold text-white sm:justify-end sm:gap-6">
            <span>Total ({p.currency})</span>
            <span className="tabular-nums">{formatMoney(p.total)}</span>
          </p>
          <div className="flex flex-wrap gap-3">
            {p.status === 'pending' && (
              <>
                <Button onClick={() => void send()} busy={act.isPending && act.variables?.action === 'send'}>
                  Mark sent
                </Button>
                <Button
                  variant="danger"
                  onClick={() => void cancel()}
                  busy={act.isPending && act.variables?.action === 'cancel'}
                >
                  Cancel payout
                </Button>
              </>
            )}
            {p.status !== 'cancelled' && (
              <a href={payoutCsvHref(id)} download className={link}>
                <Download className="size-4" aria-hidden />
                Download CSV batch
              </a>
            )}
          </div>
        </>
      )}
    </section>
  );
}
