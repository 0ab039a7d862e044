import { PAYOUT_METHOD_VALUES, payoutCreateSchema, type PayoutData, type PayoutMethod } from '@beatmarket/shared';
import { useState } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { notifySuccess } from '../../../lib/notify';
import { useCreatePayout } from '../api/use-payout';
import { checked, showRefusal, type FieldErrors } from '../field-errors';
import { formatMoney } from '../money';

export const PAYOUT_METHOD_LABEL: Record<PayoutMethod, string> = {
  bank: 'Bank transfer',
  paypal: 'PayPal',
  other: 'Other',
};

interface Props {
  /** The selected statements; null while the dialog is closed. */
  statementIds: number[] | null;
  onDone(payout: PayoutData | null): void;
}

/** A payout over the selected closed statements: how it will be paid and a note; it starts pending. */
export function CreatePayoutDialog({ statementIds, onDone }: Props) {
  const [method, setMethod] = useState<PayoutMethod>('bank');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreatePayout();
  const n = statementIds?.length ?? 0;

  const submit = () => {
    const data = checked(
      payoutCreateSchema,
      { statement_ids: statementIds, method, note: note || undefined },
      setErrors,
    );
    if (!data) return;
    create.mutate(data, {
      onSuccess: (payout) => {
        notifySuccess(
          `Payout #${payout.id} created`,
          `${formatMoney(payout.total)} to pay, pending until marked sent.`,
        );
        setNote('');
        onDone(payout);
      },
      onError: showRefusal(setErrors),
    });
  };

  return (
    <FormDialog
      open={statementIds !== null}
      onClose={() => onDone(null)}
      title="Create payout"
      description={`Pays ${n} ${n === 1 ? 'statement' : 'statements'}. The payout stays pending until you mark it sent with the payment's reference.`}
      size="sm"
      submitLabel="Create payout"
      busy={create.isPending}
      onSubmit={submit}
    >
      <SelectField label="Method" value={method} onChange={(e) => setMethod(e.target.value as PayoutMethod)}>
        {PAYOUT_METHOD_VALUES.map((m) => (
          <option key={m} value={m}>
            {PAYOUT_METHOD_LABEL[m]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Note (optional)"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={errors.note}
        maxLength={500}
      />
      {errors.statement_ids && (
        <p role="alert" className="text-sm text-red-400">
          {errors.statement_ids}
        </p>
      )}
    </FormDialog>
  );
}
