import { formatCents, parseDollars } from '@beatmarket/shared';
import { useState } from 'react';
import { TextField } from '../../../components/TextField';

/** A feature's own price, typed in dollars and saved in whole cents. */
export function PriceField({ cents, onSave }: { cents: number; onSave(cents: number): Promise<void> }) {
  const shown = (c: number) => (c === 0 ? '0' : formatCents(c).replace('$', ''));
  const [text, setText] = useState(shown(cents));
  const [error, setError] = useState<string | undefined>();
  return (
    <TextField
      label="Price (USD)"
      inputMode="decimal"
      value={text}
      error={error}
      hint="What a buyer pays for this feature."
      onChange={(e) => setText(e.target.value)}
      onBlur={async () => {
        const value = parseDollars(text);
        if (value === null) return setError('Enter a price like 150 or 29.99');
        setError(undefined);
        setText(shown(value));
        if (value !== cents) await onSave(value);
      }}
    />
  );
}
