import { TextField } from '../../../components/TextField';
import { useFeatureListings } from '../api/contests';
import type { PrizeRow } from './contest-form-values';

/**
 * What one place wins: dollars, a percentage, or which of the store's artist features (decision 0093);
 * the winner receives that feature as an order of it, like a buyer who bought it.
 */
export function PrizeValueField({
  place,
  row,
  error,
  onChange,
}: {
  place: number;
  row: PrizeRow;
  error: string | undefined;
  onChange(value: string): void;
}) {
  const features = useFeatureListings(row.kind === 'feature');
  if (row.kind !== 'feature')
    return (
      <TextField
        label={row.kind === 'cash' ? 'Amount (USD)' : 'Percent off'}
        inputMode="decimal"
        value={row.value}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  const id = `prize-${place}-feature`;
  return (
    // A whole row on a phone: a title "by" an artist does not fit beside the kind.
    <div className="flex w-full min-w-0 flex-col gap-1.5 sm:w-auto sm:flex-1">
      <label htmlFor={id} className="text-sm font-medium text-zinc-300">
        Feature
      </label>
      <select
        id={id}
        value={row.value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        className="h-11 w-full min-w-0 rounded-xl bg-zinc-900 px-3 text-zinc-100 ring-1 ring-inset ring-white/10"
      >
        <option value="">{features.isPending ? 'Loading features…' : 'Choose a feature'}</option>
        {features.data?.map((f) => (
          <option key={f.id} value={String(f.id)}>
            {f.full_title} by {f.producer_name}
          </option>
        ))}
      </select>
      {error && <p className="text-xs text-red-400">{error}</p>}
    </div>
  );
}
