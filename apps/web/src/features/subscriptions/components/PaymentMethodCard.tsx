import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { notifySuccess } from '../../../lib/notify';
import { useUpdatePaymentMethod, type Subscription } from '../api/use-subscriptions';
import type { PayFormSlot } from './pay-form-slot';

/** The card renewals are charged to, and a form for a new one (a past-due renewal is tried again at once). */
export function PaymentMethodCard({ sub, PayForm }: { sub: Subscription; PayForm: PayFormSlot }) {
  const [editing, setEditing] = useState(sub.status === 'past_due');
  const update = useUpdatePaymentMethod(sub.id);
  const chargebee = sub.provider === 'chargebee';
  return (
    <section className="rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-white/5" aria-label="Payment method">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-zinc-400">
          <CreditCard className="size-4" aria-hidden /> Payment method
        </h2>
        {!chargebee && sub.status !== 'ended' && !editing && (
          <Button variant="link" onClick={() => setEditing(true)}>
            Update card
          </Button>
        )}
      </div>
      <p className="mt-3 text-lg font-semibold text-white">{sub.payment_label || 'No card on file'}</p>
      {editing && (
        <div className="mt-5 border-t border-white/10 pt-5">
          <PayForm
            label="Save card"
            busy={update.isPending}
            error={update.error}
            onPay={async (input) => {
              await update.mutateAsync(input);
              setEditing(false);
              notifySuccess('Card saved', 'Renewals use it from now on.');
            }}
          />
          <Button variant="ghost" className="mt-2" onClick={() => setEditing(false)}>
            Keep the current card
          </Button>
        </div>
      )}
    </section>
  );
}
