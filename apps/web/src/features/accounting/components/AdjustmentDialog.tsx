import { adjustmentSchema, parseDollars, type ProducerBalanceRow } from '@beatmarket/shared';
import { useState } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { notifySuccess } from '../../../lib/notify';
import { useAdjustment } from '../api/use-adjustment';
import { checked, showRefusal, type FieldErrors } from '../field-errors';
import { formatMoney } from '../money';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  producers: ProducerBalanceRow[];
}

/**
 * An adjustment: money added to (a bonus, a correction) or taken from (an advance) a producer's next
 * statement, with the reason the statement will show. Typed in dollars, sent in cents.
 */
type Direction = 'credit' | 'debit';
const DIRECTIONS: [Direction, string][] = [
  ['credit', 'Pay the producer more'],
  ['debit', 'Take back'],
];

export function AdjustmentDialog({ open, onOpenChange, producers }: Props) {
  const [payee, setPayee] = useState('');
  const [direction, setDirection] = useState<Direction>('credit');
  const [dollars, setDollars] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const adjust = useAdjustment();

  const submit = () => {
    const cents = parseDollars(dollars);
    if (cents === null) return setErrors({ amount: 'Enter an amount like 12.50' });
    const input = { payee_id: Number(payee) || undefined, amount: direction === 'debit' ? -cents : cents, note };
    const data = checked(adjustmentSchema, input, setErrors);
    if (!data) return;
    adjust.mutate(data, {
      onSuccess: () => {
        const name = producers.find((p) => p.payee_id === data.payee_id)?.name ?? 'the producer';
        notifySuccess('Adjustment recorded', `${formatMoney(data.amount)} on ${name}'s next statement.`);
        setDollars('');
        setNote('');
        onOpenChange(false);
      },
      onError: showRefusal(setErrors),
    });
  };

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="Add adjustment"
      description="It lands on the producer's next statement with its reason."
      size="sm"
      submitLabel="Add adjustment"
      busy={adjust.isPending}
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
      <fieldset className="flex gap-4 text-sm text-zinc-300">
        <legend className="sr-only">Direction</legend>
        {DIRECTIONS.map(([value, text]) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name="adjust-direction"
              className="accent-accent-500"
              checked={direction === value}
              onChange={() => setDirection(value)}
            />
            {text}
          </label>
        ))}
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
    </FormDialog>
  );
}
