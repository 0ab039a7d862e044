import { MAX_SAMPLES } from '@beatmarket/shared';
import { Button } from '../../../../components/Button';
import type { StudioBeat } from '../../api/use-studio-beat';
import { SampleRow } from './SampleRow';
import { NEW_SAMPLE, useSamplesForm } from './use-samples-form';

/** Issue 35 §4: whether the beat uses samples, where each comes from, and its Content ID registration. */
export function SamplesPanel({ beat }: { beat: StudioBeat }) {
  const { form, samples, submit, save, declared } = useSamplesForm(beat);
  const { errors } = form.formState;
  const uses = form.watch('uses_samples');

  return (
    <section
      aria-labelledby="samples-heading"
      className="flex flex-col gap-5 rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-white/5"
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="samples-heading" className="text-lg font-bold text-white">
          Samples and Content ID
        </h2>
        {!declared && (
          <p className="rounded-full bg-amber-500/15 px-3 py-1 text-xs font-medium text-amber-300">Not declared yet</p>
        )}
      </header>
      <p className="text-sm text-zinc-400">
        Buyers see this on the beat page and in every licence. Beats with royalty-free pack or uncleared samples cannot
        be registered with Content ID, and a beat with an uncleared sample is never sold exclusively.
      </p>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <label className="flex items-center gap-3 text-sm text-zinc-300">
          <input
            type="checkbox"
            className="size-4 accent-accent-500"
            {...form.register('uses_samples', {
              // Unticked: no list to keep; ticked: a first row to fill in.
              onChange: (e: { target: { checked: boolean } }) =>
                e.target.checked
                  ? samples.fields.length === 0 && samples.append({ ...NEW_SAMPLE })
                  : samples.replace([]),
            })}
          />
          This beat uses samples
        </label>
        {errors.uses_samples && <p className="text-xs text-red-400">{errors.uses_samples.message}</p>}
        {uses && (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-medium text-zinc-300">Samples</legend>
            {samples.fields.map((field, i) => (
              <SampleRow key={field.id} index={i} form={form} onRemove={() => samples.remove(i)} />
            ))}
            {errors.samples?.message && <p className="text-xs text-red-400">{errors.samples.message}</p>}
            {samples.fields.length < MAX_SAMPLES && (
              <Button
                variant="secondary"
                size="sm"
                className="self-start"
                onClick={() => samples.append({ ...NEW_SAMPLE })}
              >
                Add a sample
              </Button>
            )}
          </fieldset>
        )}
        <label className="flex items-center gap-3 text-sm text-zinc-300">
          <input
            type="checkbox"
            className="size-4 accent-accent-500"
            aria-invalid={errors.content_id ? true : undefined}
            aria-describedby={errors.content_id ? 'content-id-error' : undefined}
            {...form.register('content_id')}
          />
          Registered with Content ID
        </label>
        {errors.content_id && (
          <p id="content-id-error" role="alert" className="text-sm text-red-400">
            {errors.content_id.message}
          </p>
        )}
        {errors.root && <p className="text-sm text-red-400">{errors.root.message}</p>}
        <Button type="submit" className="self-start" busy={save.isPending}>
          Save the declaration
        </Button>
        {save.isSuccess && !form.formState.isDirty && (
          <p aria-live="polite" className="text-xs text-zinc-400">
            Declaration saved
          </p>
        )}
      </form>
    </section>
  );
}
