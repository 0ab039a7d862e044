import { beatEditSchema } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import { useSaveBeat, type StudioBeat } from '../api/use-studio-beat';

const fieldsSchema = beatEditSchema.pick({
  title: true,
  description: true,
  beat_type: true,
  bpm: true,
  musical_key: true,
  available: true,
  premium_download: true,
});
type Fields = typeof fieldsSchema._input;
type Name = keyof Fields;

const toFields = (b: StudioBeat): Fields => ({
  title: b.title,
  description: b.description,
  beat_type: b.beatType,
  bpm: b.bpm,
  musical_key: b.musical_key,
  available: b.available,
  premium_download: b.premium_download_data !== null,
});

/** The beat's details form: each field saves by itself once it is left, server refusals go under their fields. */
export function useDetailsForm(beat: StudioBeat) {
  const save = useSaveBeat(beat);
  const form = useForm<Fields>({
    values: toFields(beat),
    resetOptions: { keepDirtyValues: true },
    resolver: zodResolver(fieldsSchema),
  });

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
  /**
   * A checkbox saves as it changes. The form calls a field's own onChange before it marks the field
   * dirty, so `commit` saw every click as no change: the value is compared with the saved one instead.
   */
  const toggle = (name: 'available' | 'premium_download') =>
    form.register(name, {
      onChange: () => {
        const value = form.getValues(name);
        if (value !== toFields(beat)[name]) void send({ [name]: value }, name);
      },
    });

  return { form, save, send, commit, setAndCommit, blur, toggle };
}

export type DetailsForm = ReturnType<typeof useDetailsForm>;
