import { formatDateTime, payoutSendSchema, type PayoutData } from '@beatmarket/shared';
import { Download, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { useConfirm, usePrompt } from '../../../components/dialogs/context';
import { Spinner } from '../../../components/Spinner';
import { notifySuccess } from '../../../lib/notify';
import { payoutCsvHref, usePayout, usePayoutAction } from '../api/use-payout';
import { formatMoney, formatPeriod } from '../money';
import { PAYOUT_METHOD_LABEL } from './CreatePayoutDialog';
import { StatusPill } from './StatusPill';

const link =
  'inline-flex h-10 items-center gap-2 rounded-full bg-zinc-800 px-4 text-sm font-semibold text-zinc-100 ring-1 ring-inset ring-white/10 hover:bg-zinc-700';

function History({ p }: { p: PayoutData }) {
  const by = (name: string | null) => (name ? ` by ${name}` : '');
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-zinc-400">Method</dt>
      <dd className="text-zinc-100">{PAYOUT_METHOD_LABEL[p.method]}</dd>
      <dt className="text-zinc-400">Created</dt>
      <dd className="text-zinc-100">
        {formatDateTime(p.created_at)}
        {by(p.created_by_name)}
      </dd>
      {p.sent_at && (
        <>
          <dt className="text-zinc-400">Sent</dt>
          <dd className="text-zinc-100">
            {formatDateTime(p.sent_at)}
            {by(p.sent_by_name)} · reference <span className="font-mono">{p.reference}</span>
          </dd>
        </>
      )}
      {p.cancelled_at && (
        <>
          <dt className="text-zinc-400">Cancelled</dt>
          <dd className="text-zinc-100">
            {formatDateTime(p.cancelled_at)}
            {by(p.cancelled_by_name)}
          </dd>
        </>
      )}
      {p.note && (
        <>
          <dt className="text-zinc-400">Note</dt>
          <dd className="text-zinc-100">{p.note}</dd>
        </>
      )}
    </dl>
  );
}

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
          <History p={p} />
          <div className="overflow-x-auto rounded-2xl ring-1 ring-white/5">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Statements in payout {id}</caption>
              <thead className="bg-zinc-900/80 text-xs uppercase tracking-wider text-zinc-400">
                <tr>
                  <th scope="col" className="px-3 py-2 sm:px-4">
                    Producer
                  </th>
                  <th scope="col" className="px-3 py-2 max-sm:hidden sm:px-4">
                    Period
                  </th>
                  <th scope="col" className="px-3 py-2 sm:px-4">
                    Statement
                  </th>
                  <th scope="col" className="px-3 py-2 text-right sm:px-4">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-white/5">
                {(p.items ?? []).map((i) => (
                  <tr key={i.statement_id} className="bg-zinc-950">
                    <td className="px-3 py-2 sm:px-4">
                      <span className="block font-medium text-white">{i.payee_name}</span>
                      <span className="break-all text-xs text-zinc-400">{i.payee_email}</span>
                    </td>
                    <td className="whitespace-nowrap px-3 py-2 tabular-nums max-sm:hidden sm:px-4">
                      {formatPeriod(i)}
                    </td>
                    <td className="px-3 py-2 sm:px-4">
                      <Link to={`/income-statement/${i.statement_id}`} className="text-accent-300 hover:underline">
                        #{i.statement_id}
                      </Link>
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums text-white sm:px-4">{formatMoney(i.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
