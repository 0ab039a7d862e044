import type { ServiceOrderView } from '@beatmarket/shared';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { usePrompt, useConfirm } from '../../../components/dialogs/context';
import { notifyError } from '../../../lib/notify';
import { useServiceStep } from '../api/service-orders';
import { MessageForm } from './MessageForm';
import { QuoteForm } from './QuoteForm';

const PANEL = 'flex flex-col gap-4 rounded-3xl bg-zinc-900/60 p-5 ring-1 ring-white/5 sm:p-6';

/** A step without a form (accept, approve), or with a reason (decline, cancel); errors as a toast. */
function useStepButton(id: number) {
  const accept = useServiceStep(id, 'accept');
  const approve = useServiceStep(id, 'approve');
  const decline = useServiceStep(id, 'decline');
  const cancel = useServiceStep(id, 'cancel');
  const run = (p: Promise<unknown>) => p.catch(notifyError);
  return { accept, approve, decline, cancel, run };
}

/**
 * The step the viewer can take next, from the server's `actions` (the same table the server enforces):
 * quote or decline a request, accept or decline a quote, deliver a version, ask a revision or accept the
 * delivery, and cancel for administrators (refunding what was paid).
 */
export function ServiceActions({ order }: { order: ServiceOrderView }) {
  const can = (a: string) => order.actions.includes(a);
  const steps = useStepButton(order.id);
  const confirm = useConfirm();
  const prompt = usePrompt();
  const [revising, setRevising] = useState(false);

  const decline = async () => {
    const reason = await prompt({
      title: order.role === 'buyer' ? 'Decline this quote?' : 'Decline this request?',
      label: 'Reason (optional)',
      confirmLabel: 'Decline',
      danger: true,
    });
    if (reason !== null) await steps.run(steps.decline.mutateAsync({ reason }));
  };
  const cancel = async () => {
    const reason = await prompt({
      title: 'Cancel this service order?',
      message: 'Every payment captured so far is refunded to the buyer; nothing more is charged.',
      label: 'Reason (optional)',
      confirmLabel: 'Cancel order',
      cancelLabel: 'Keep it',
      danger: true,
    });
    if (reason !== null) await steps.run(steps.cancel.mutateAsync({ reason }));
  };
  const approve = async () => {
    const ok = await confirm({
      title: 'Accept this delivery?',
      // A bought feature was paid at checkout (no deposit was due): accepting unlocks the files.
      message: order.milestones.some((m) => m.kind === 'deposit')
        ? 'The balance goes to your cart; once paid, the files of the versions are yours to download.'
        : 'The files of the versions become yours to download.',
      confirmLabel: 'Accept delivery',
    });
    if (ok) await steps.run(steps.approve.mutateAsync(undefined));
  };

  const buttons = [
    can('accept') && (
      <Button
        key="accept"
        busy={steps.accept.isPending}
        onClick={() => void steps.run(steps.accept.mutateAsync(undefined))}
      >
        Accept quote
      </Button>
    ),
    can('approve') && (
      <Button key="approve" busy={steps.approve.isPending} onClick={() => void approve()}>
        Accept delivery
      </Button>
    ),
    can('revision') && !revising && (
      <Button key="revision" variant="secondary" onClick={() => setRevising(true)}>
        Ask for a revision ({order.revisions_included - order.revisions_used} left)
      </Button>
    ),
    can('decline') && (
      <Button key="decline" variant="secondary" busy={steps.decline.isPending} onClick={() => void decline()}>
        Decline
      </Button>
    ),
    can('cancel') && (
      <Button key="cancel" variant="danger" busy={steps.cancel.isPending} onClick={() => void cancel()}>
        Cancel order
      </Button>
    ),
  ].filter(Boolean);

  if (!buttons.length && !can('quote') && !can('deliver')) return null;
  return (
    <section className={PANEL} aria-labelledby="next-step">
      <h2 id="next-step" className="text-lg font-bold text-white">
        Next step
      </h2>
      {can('quote') && (
        <QuoteForm orderId={order.id} deadline={order.brief.deadline} revisions={order.revisions_included} />
      )}
      {can('deliver') && <MessageForm orderId={order.id} step="deliver" seller />}
      {revising && <MessageForm orderId={order.id} step="revision" seller={false} onDone={() => setRevising(false)} />}
      {buttons.length > 0 && <div className="flex flex-wrap gap-3">{buttons}</div>}
    </section>
  );
}
