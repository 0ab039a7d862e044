import { PAYOUT_METHOD_VALUES, payoutCreateSchema, type PayoutData, type PayoutMethod } from '@beatmarket/shared';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreatePayout } from '../api/use-payout';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../field-errors';
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

const select =
  'h-11 w-full rounded-xl bg-zinc-900 px-3.5 text-zinc-100 ring-1 ring-inset ring-white/10 focus:outline-none focus:ring-2 focus:ring-accent-400';

/** A payout over the selected closed statements: how it will be paid and a note; it starts pending. */
export function CreatePayoutDialog({ statementIds, onDone }: Props) {
  const [method, setMethod] = useState<PayoutMethod>('bank');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreatePayout();
  const n = statementIds?.length ?? 0;

  const submit = () => {
    const checked = payoutCreateSchema.safeParse({ statement_ids: statementIds, method, note: note || undefined });
    if (!checked.success) return setErrors(zodFieldErrors(checked.error));
    setErrors({});
    create.mutate(checked.data, {
      onSuccess: (payout) => {
        notifySuccess(
          `Payout #${payout.id} created`,
          `${formatMoney(payout.total)} to pay, pending until marked sent.`,
        );
        setNote('');
        onDone(payout);
      },
      onError: (err) => {
        const fields = apiFieldErrors(err);
        if (fields) setErrors(fields);
        else notifyError(err);
      },
    });
  };

  return (
    <Modal
      open={statementIds !== null}
      onOpenChange={(open) => !open && onDone(null)}
      title="Create payout"
      description={`Pays ${n} ${n === 1 ? 'statement' : 'statements'}. The payout stays pending until you mark it sent with the payment's reference.`}
      size="sm"
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor="payout-method" className="text-sm font-medium text-zinc-300">
            Method
          </label>
          <select
            id="payout-method"
            className={select}
            value={method}
            onChange={(e) => setMethod(e.target.value as PayoutMethod)}
          >
            {PAYOUT_METHOD_VALUES.map((m) => (
              <option key={m} value={m}>
                {PAYOUT_METHOD_LABEL[m]}
              </option>
            ))}
          </select>
        </div>
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
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={() => onDone(null)}>
            Cancel
          </Button>
          <Button type="submit" busy={create.isPending}>
            Create payout
          </Button>
        </div>
      </form>
    </Modal>
  );
}
