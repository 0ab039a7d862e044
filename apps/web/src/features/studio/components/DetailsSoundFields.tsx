import { BEAT_TYPES, MUSICAL_KEYS } from '@beatmarket/shared';
import { useId } from 'react';
import { TextField } from '../../../components/TextField';
import type { StudioBeat } from '../api/use-studio-beat';
import type { DetailsForm } from './use-details-form';

const BEAT_TYPE_LABEL = { plain: 'Plain', with_hooks: 'With hooks', with_scratches: 'With scratches' } as const;

/** The beat type's choices, for the new-beat form and the details panel. */
export const BeatTypeOptions = () =>
  BEAT_TYPES.map((t) => (
    <option key={t} value={t}>
      {BEAT_TYPE_LABEL[t]}
    </option>
  ));
const nullable = (v: string | null) => (v == null || v.trim() === '' ? null : v.trim());

type SoundFieldsProps = { beat: StudioBeat } & Pick<DetailsForm, 'form' | 'blur' | 'setAndCommit' | 'commit'>;

/** Beat type, BPM and key, with the detected BPM and key offered when they differ. */
export function SoundFields({ beat, form, blur, setAndCommit, commit }: SoundFieldsProps) {
  const keysId = useId();
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="beat-type" className="text-sm font-medium text-zinc-300">
          Beat type
        </label>
        <select
          id="beat-type"
          className="h-11 rounded-xl bg-zinc-900 px-3 ring-1 ring-inset ring-white/10"
          {...form.register('beat_type', { onChange: () => void commit('beat_type') })}
        >
          <BeatTypeOptions />
        </select>
      </div>
      <div>
        <TextField
          label="BPM"
          type="number"
          inputMode="numeric"
          min={20}
          max={300}
          error={errors.bpm?.message}
          {...blur('bpm', { setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)) })}
        />
        <Detected
          value={beat.bpm_detected}
          current={beat.bpm}
          label={`${beat.bpm_detected} BPM`}
          onUse={() => setAndCommit('bpm', beat.bpm_detected)}
        />
      </div>
      <div>
        <TextField
          label="Key"
          list={keysId}
          error={errors.musical_key?.message}
          {...blur('musical_key', { setValueAs: nullable })}
        />
        <datalist id={keysId}>
          {MUSICAL_KEYS.map((k) => (
            <option key={k} value={k} />
          ))}
        </datalist>
        <Detected
          value={beat.key_detected}
          current={beat.musical_key}
          label={beat.key_detected ?? ''}
          onUse={() => setAndCommit('musical_key', beat.key_detected)}
        />
      </div>
    </div>
  );
}

function Detected({
  value,
  current,
  label,
  onUse,
}: {
  value: string | number | null;
  current: string | number | null;
  label: string;
  onUse(): void;
}) {
  if (value === null) return null;
  return (
    <p className="mt-1 text-xs text-zinc-400">
      Detected: {label}
      {value !== current && (
        <button type="button" onClick={onUse} className="ml-2 font-semibold text-accent-300 hover:underline">
          Use
        </button>
      )}
    </p>
  );
}
