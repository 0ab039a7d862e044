import { adjustmentSchema, parseDollars, type ProducerBalanceRow } from '@beatmarket/shared';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAdjustment } from '../api/use-adjustment';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../field-errors';
import { formatMoney } from '../money';

const select =
  'h-11 w-full rounded-xl bg-zinc-900 px-3.5 text-zinc-100 ring-1 ring-inset ring-white/10 focus:outline-none focus:ring-2 focus:ring-accent-400';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  producers: ProducerBalanceRow[];
}

/**
 * An adjustment: money added to (a bonus, a correction) or taken from (an advance) a producer's next
 * statement, with the reason the statement will show. Typed in dollars, sent in cents.
 */
export function AdjustmentDialog({ open, onOpenChange, producers }: Props) {
  const [payee, setPayee] = useState('');
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [dollars, setDollars] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const adjust = useAdjustment();

  const submit = () => {
    const cents = parseDollars(dollars);
    if (cents === null) return setErrors({ amount: 'Enter an amount like 12.50' });
    const input = { payee_id: Number(payee) || undefined, amount: direction === 'debit' ? -cents : cents, note };
    const checked = adjustmentSchema.safeParse(input);
    if (!checked.success) return setErrors(zodFieldErrors(checked.error));
    setErrors({});
    adjust.mutate(checked.data, {
      onSuccess: () => {
        const name = producers.find((p) => p.payee_id === checked.data.payee_id)?.name ?? 'the producer';
        notifySuccess('Adjustment recorded', `${formatMoney(checked.data.amount)} on ${name}'s next statement.`);
        setDollars('');
        setNote('');
        onOpenChange(false);
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
      open={open}
      onOpenChange={onOpenChange}
      title="Add adjustment"
      description="It lands on the producer's next statement with its reason."
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
          <label htmlFor="adjust-payee" className="text-sm font-medium text-zinc-300">
            Producer
          </label>
          <select id="adjust-payee" className={select} value={payee} onChange={(e) => setPayee(e.target.value)}>
            <option value="">Choose…</option>
            {producers.map((p) => (
              <option key={p.payee_id} value={p.payee_id}>
                {p.name} ({p.email})
              </option>
            ))}
          </select>
          {errors.payee_id && <p className="text-xs text-red-400">{errors.payee_id}</p>}
        </div>
        <fieldset className="flex gap-4 text-sm text-zinc-300">
          <legend className="sr-only">Direction</legend>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="adjust-direction"
              className="accent-accent-500"
              checked={direction === 'credit'}
              onChange={() => setDirection('credit')}
            />
            Pay the producer more
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="adjust-direction"
              className="accent-accent-500"
              checked={direction === 'debit'}
              onChange={() => setDirection('debit')}
            />
            Take back
          </label>
        </fieldset>
        <TextField
          label="Amount (USD)"
          inputMode="decimal"
          placeholder="12.50"
          value={dollars}
          onChange={(e) => setDollars(e.target.value)}
          error={errors.amount}
        />
        <TextField label="Reason" value={note} onChange={(e) => setNote(e.target.value)} error={errors.note} />
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" busy={adjust.isPending}>
            Add adjustment
          </Button>
        </div>
      </form>
    </Modal>
  );
}
