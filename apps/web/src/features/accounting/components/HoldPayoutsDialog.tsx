import { payoutHoldSchema, type ProducerBalanceRow } from '@beatmarket/shared';
import { useState } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { SelectField } from '../../../components/SelectField';
import { TextAreaField } from '../../../components/TextAreaField';
import { notifySuccess } from '../../../lib/notify';
import { useHoldPayouts } from '../api/use-payout-dates';
import { useProducerAccounts, type ProducerAccount } from '../api/use-producer-accounts';
import { checked, showRefusal, type FieldErrors } from '../field-errors';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Payees with ledger rows (collaborators among them, whatever their role). */
  producers: ProducerBalanceRow[];
}

/** Every producer account and every payee with ledger rows, once each, by name. */
function choices(payees: ProducerBalanceRow[], accounts: ProducerAccount[]) {
  const byId = new Map(payees.map((p) => [p.payee_id, { id: p.payee_id, name: p.name, email: p.email }]));
  for (const a of accounts)
    if (!byId.has(a.id)) byId.set(a.id, { id: a.id, name: `${a.first_name} ${a.last_name}`.trim(), email: a.email });
  return [...byId.values()].sort((x, y) => x.name.localeCompare(y.name));
}

/** Holds a producer's payouts; the reason is mailed to them and shown on their dashboard (decision 0090). */
export function HoldPayoutsDialog({ open, onOpenChange, producers }: Props) {
  const [payee, setPayee] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const hold = useHoldPayouts();
  const accounts = useProducerAccounts(open);

  const submit = () => {
    const data = checked(payoutHoldSchema, { payee_id: payee || undefined, reason }, setErrors);
    if (!data) return;
    hold.mutate(data, {
      onSuccess: (h) => {
        notifySuccess('Payouts held', `${h.payee_name} was mailed the reason.`);
        setPayee('');
        setReason('');
        onOpenChange(false);
      },
      onError: showRefusal(setErrors),
    });
  };

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="Hold payouts"
      description="Payout runs leave this producer out and report why until you release the hold. They are mailed the reason."
      size="sm"
      submitLabel="Hold payouts"
      busy={hold.isPending}
      onSubmit={submit}
    >
      <SelectField label="Producer" value={payee} onChange={(e) => setPayee(e.target.value)} error={errors.payee_id}>
        <option value="">Choose…</option>
        {choices(producers, accounts.data ?? []).map((p) => (
          <option key={p.id} value={p.id}>
            {p.name} ({p.email})
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Reason (the producer reads it)"
        rows={3}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={errors.reason}
      />
    </FormDialog>
  );
}
