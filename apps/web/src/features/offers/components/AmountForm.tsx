import { offerCounterSchema, parseDollars } from '@beatmarket/shared';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { TextAreaField } from '../../../components/TextAreaField';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';

/**
 * An amount in dollars and a message: an offer or a counter-offer. The shared schema checks it first; the
 * server's field errors (the polite refusal under the floor) land under their fields.
 */
export function AmountForm({
  label,
  submitLabel,
  onSubmit,
  children,
}: {
  label: string;
  submitLabel: string;
  onSubmit(v: { amount: number; message: string }): Promise<unknown>;
  children?: ReactNode;
}) {
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const parsed = offerCounterSchema.safeParse({ amount: parseDollars(amount) ?? Number.NaN, message });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const i of parsed.error.issues)
        found[String(i.path[0])] ??= i.code === 'invalid_type' ? 'Enter an amount in dollars' : i.message;
      return setErrors(found);
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.length)
        setErrors(Object.fromEntries(err.fieldErrors.map((f) => [f.topic_id, f.message])));
      else notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      aria-label={label}
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {children}
      <TextField
        label="Amount (USD)"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={errors.amount}
      />
      <TextAreaField
        label="Message (optional)"
        rows={2}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        error={errors.message}
      />
      {(errors.license_id || errors.beat_id) && (
        <p className="text-sm text-rose-300" role="alert">
          {errors.license_id ?? errors.beat_id}
        </p>
      )}
      <div>
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
