import { BEAT_TYPES, beatEditSchema, MUSICAL_KEYS } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import { useSaveBeat, type StudioBeat } from '../api/use-studio-beat';
import { CoproducerField } from './CoproducerField';
import { PriceField } from './PriceField';
import { TagEditor, type TagInput } from './TagEditor';

const fieldsSchema = beatEditSchema.pick({
  title: true,
  description: true,
  beat_type: true,
  bpm: true,
  musical_key: true,
  samples: true,
  available: true,
});
type Fields = typeof fieldsSchema._input;
type Name = keyof Fields;

export const BEAT_TYPE_LABEL = { plain: 'Plain', with_hooks: 'With hooks', with_scratches: 'With scratches' } as const;
const toFields = (b: StudioBeat): Fields => ({
  title: b.title,
  description: b.description,
  beat_type: b.beatType,
  bpm: b.bpm,
  musical_key: b.musical_key,
  samples: b.samples,
  available: b.available,
});
const tagsOf = (b: StudioBeat): TagInput[] =>
  Object.values(b.tags_object).map((t) => ({ name: t.name, group: t.group as TagInput['group'] }));
const nullable = (v: string | null) => (v == null || v.trim() === '' ? null : v.trim());

/** Every detail saves by itself when it is left (spec: autosave once the beat has an id). */
export function DetailsPanel({ beat }: { beat: StudioBeat }) {
  const keysId = useId();
  const save = useSaveBeat(beat);
  const form = useForm<Fields>({
    values: toFields(beat),
    resetOptions: { keepDirtyValues: true },
    resolver: zodResolver(fieldsSchema),
  });
  const { errors } = form.formState;

  const send = async (change: Record<string, unknown>, field?: Name) => {
    try {
      const saved = await save.mutateAsync(change);
      if (field) form.resetField(field, { defaultValue: toFields(saved)[field] });
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.length) {
        for (const f of err.fieldErrors) form.setError(f.topic_id as Name, { message: f.message });
      } else notifyError(err);
    }
  };
  const commit = async (name: Name) => {
    if (!form.getFieldState(name).isDirty || !(await form.trigger(name))) return;
    await send({ [name]: form.getValues(name) }, name);
  };
  const setAndCommit = (name: Name, value: Fields[Name]) => {
    form.setValue(name, value, { shouldDirty: true });
    void commit(name);
  };
  const blur = (name: Name, opts: Parameters<typeof form.register>[1] = {}) =>
    form.register(name, { ...opts, onBlur: () => void commit(name) });

  return (
    <section
      aria-labelledby="details-heading"
      className="flex flex-col gap-5 rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-white/5"
    >
      <header className="flex items-center justify-between gap-3">
        <h2 id="details-heading" className="text-lg font-bold text-white">
          Details
        </h2>
        <p aria-live="polite" className="text-xs text-zinc-400">
          {save.isPending ? 'Saving…' : save.isSuccess ? 'All changes saved' : 'Changes save as you go'}
        </p>
      </header>
      <TextField label="Title" error={errors.title?.message} {...blur('title')} />
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
            {BEAT_TYPES.map((t) => (
              <option key={t} value={t}>
                {BEAT_TYPE_LABEL[t]}
              </option>
            ))}
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
      <div className="flex flex-col gap-1.5">
        <label htmlFor="beat-description" className="text-sm font-medium text-zinc-300">
          Description
        </label>
        <textarea
          id="beat-description"
          rows={4}
          className="rounded-xl bg-zinc-900 px-3.5 py-3 text-zinc-100 ring-1 ring-inset ring-white/10 focus:outline-none focus:ring-2 focus:ring-accent-400"
          {...blur('description')}
        />
        {errors.description && <p className="text-xs text-red-400">{errors.description.message}</p>}
      </div>
      <TagEditor tags={tagsOf(beat)} busy={save.isPending} onChange={(tags) => void send({ tags })} />
      <CoproducerField
        current={
          beat.coproducer_id ? { id: beat.coproducer_id, name: beat.coproducer_name ?? `#${beat.coproducer_id}` } : null
        }
        busy={save.isPending}
        onChange={(id) => void send({ coproducer_id: id })}
      />
      <div className="flex flex-wrap gap-x-8 gap-y-3">
        <label className="flex items-center gap-3 text-sm text-zinc-300">
          <input
            type="checkbox"
            className="size-4 accent-accent-500"
            {...form.register('samples', { onChange: () => void commit('samples') })}
          />
          Contains samples
        </label>
        {beat.family === 'beat' && (
          <label className="flex items-center gap-3 text-sm text-zinc-300">
            <input
              type="checkbox"
              className="size-4 accent-accent-500"
              {...form.register('available', { onChange: () => void commit('available') })}
            />
            Available for licensing
          </label>
        )}
      </div>
      {beat.family === 'feature' && <PriceField cents={beat.price} onSave={(price) => send({ price })} />}
    </section>
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
