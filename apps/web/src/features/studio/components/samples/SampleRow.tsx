import { SAMPLE_SOURCE_LABELS, SAMPLE_SOURCES, type SampleDeclarationInput } from '@beatmarket/shared';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../../../components/Button';
import { SelectField } from '../../../../components/SelectField';
import { TextField } from '../../../../components/TextField';

const SOURCE_OPTIONS = SAMPLE_SOURCES.map((s) => ({ value: s, label: SAMPLE_SOURCE_LABELS[s] }));

/** One sample: its source, and the pack's name or the clearance reference the source calls for. */
export function SampleRow(props: { index: number; form: UseFormReturn<SampleDeclarationInput>; onRemove: () => void }) {
  const { index: i, form, onRemove } = props;
  const errors = form.formState.errors.samples?.[i];
  const source = form.watch(`samples.${i}.source`);
  const n = i + 1;
  return (
    <div className="grid gap-3 rounded-2xl bg-zinc-950/40 p-4 ring-1 ring-white/5 sm:grid-cols-2">
      <SelectField
        label={`Sample ${n} source`}
        error={errors?.source?.message}
        {...form.register(`samples.${i}.source`)}
      >
        {SOURCE_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label={`Sample ${n} description`}
        placeholder="Vocal chop, Rhodes loop…"
        error={errors?.description?.message}
        {...form.register(`samples.${i}.description`)}
      />
      {source === 'royalty_free' && (
        <TextField
          label={`Sample ${n} pack name`}
          error={errors?.pack?.message}
          {...form.register(`samples.${i}.pack`)}
        />
      )}
      {source === 'cleared' && (
        <TextField
          label={`Sample ${n} licence reference`}
          error={errors?.licence?.message}
          {...form.register(`samples.${i}.licence`)}
        />
      )}
      <Button variant="ghost" size="sm" className="self-end justify-self-start" onClick={onRemove}>
        Remove sample {n}
      </Button>
    </div>
  );
}
