import { formatCents, formatDateTime, type OfferView } from '@beatmarket/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { useConfirm } from '../../../components/dialogs/context';
import { notifyError } from '../../../lib/notify';
import { useOfferCheckout, useOfferStep } from '../api/offers';
import { AmountForm } from './AmountForm';

const PANEL = 'flex flex-col gap-4 rounded-3xl bg-zinc-900/60 p-5 ring-1 ring-white/5 sm:p-6';

/** The viewer's next steps, from the server's `actions` (the table it enforces): accept, counter, decline, walk away, pay. */
export function OfferActions({ offer }: { offer: OfferView }) {
  const can = (a: string) => offer.actions.includes(a as never);
  const step = useOfferStep(offer.id);
  const checkout = useOfferCheckout(offer.id);
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [countering, setCountering] = useState(false);
  const run = (p: Promise<unknown>) => p.catch(notifyError);
  const ask = async (s: 'accept' | 'decline' | 'withdraw', title: string, message: string, label: string) => {
    if (await confirm({ title, message, confirmLabel: label, danger: s !== 'accept' }))
      await run(step.mutateAsync({ step: s }));
  };
  const pay = () => void run(checkout.mutateAsync().then((r) => navigate(r.next)));

  if (can('checkout'))
    return (
      <section className={PANEL} aria-label="Pay">
        <p className="text-zinc-200">
          Accepted at <strong className="text-white">{formatCents(offer.amount)}</strong>. Your checkout link works
          until {formatDateTime(offer.link_expires_at!)}; the beat stays on sale to others until someone pays.
        </p>
        <div>
          <Button busy={checkout.isPending} onClick={pay}>
            Pay {formatCents(offer.amount)}
          </Button>
        </div>
      </section>
    );
  if (!offer.actions.length) return null;
  return (
    <section className={PANEL} aria-label="Your move">
      <div className="flex flex-wrap gap-3">
        {can('accept') && (
          <Button
            busy={step.isPending}
            onClick={() =>
              void ask(
                'accept',
                `Accept ${formatCents(offer.amount)}?`,
                offer.side === 'producer'
                  ? 'The buyer gets a checkout link at this price, valid for 48 hours.'
                  : 'You get a checkout link at this price, valid for 48 hours.',
                'Accept',
              )
            }
          >
            Accept {formatCents(offer.amount)}
          </Button>
        )}
        {can('counter') && !countering && (
          <Button variant="secondary" onClick={() => setCountering(true)}>
            Counter
          </Button>
        )}
        {can('decline') && (
          <Button
            variant="ghost"
            onClick={() => void ask('decline', 'Decline this offer?', 'The buyer is told by e-mail.', 'Decline')}
          >
            Decline
          </Button>
        )}
        {can('withdraw') && (
          <Button
            variant="ghost"
            onClick={() =>
              void ask('withdraw', 'Walk away from this offer?', 'The producer is told by e-mail.', 'Walk away')
            }
          >
            Walk away
          </Button>
        )}
      </div>
      {countering && (
        <AmountForm
          label="Counter-offer"
          submitLabel="Send counter-offer"
          onSubmit={async (v) => {
            await step.mutateAsync({ step: 'counter', body: v });
            setCountering(false);
          }}
        />
      )}
    </section>
  );
}
