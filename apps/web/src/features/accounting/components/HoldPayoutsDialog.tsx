import { payoutHoldSchema, type ProducerBalanceRow } from '@beatmarket/shared';
import { useState } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { SelectField } from '../../../components/SelectField';
import { TextAreaField } from '../../../components/TextAreaField';
import { notifySuccess } from '../../../lib/notify';
import { useHoldPayouts } from '../api/use-payout-dates';
import { checked, showRefusal, type FieldErrors } from '../field-errors';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  producers: ProducerBalanceRow[];
}

/** Holds a producer's payouts; the reason is mailed to them and shown on their dashboard (decision 0090). */
export function HoldPayoutsDialog({ open, onOpenChange, producers }: Props) {
  const [payee, setPayee] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const hold = useHoldPayouts();

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
        {producers.map((p) => (
          <option key={p.payee_id} value={p.payee_id}>
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
