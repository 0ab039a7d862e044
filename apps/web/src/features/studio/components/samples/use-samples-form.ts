import { sampleDeclarationSchema, type SampleDeclarationInput } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { ApiError } from '../../../../lib/api';
import { notifyError } from '../../../../lib/notify';
import { useSaveBeat, type StudioBeat } from '../../api/use-studio-beat';

const PREFIX = 'sample_declaration.';
const EMPTY: SampleDeclarationInput = { uses_samples: false, samples: [], content_id: false };
export const NEW_SAMPLE = { source: 'own', description: '', pack: '', licence: '' } as const;

/**
 * The beat's sample declaration (decision 0091): one form checked by the shared schema, saved whole,
 * since a sample's source and the Content ID answer only make sense together. The server's refusals
 * (`sample_declaration.content_id`…) land under their fields.
 */
export function useSamplesForm(beat: StudioBeat) {
  const save = useSaveBeat(beat);
  const form = useForm<SampleDeclarationInput>({
    values: beat.sample_declaration ?? EMPTY,
    resetOptions: { keepDirtyValues: true },
    resolver: zodResolver(sampleDeclarationSchema),
  });
  const samples = useFieldArray({ control: form.control, name: 'samples' });

  const submit = form.handleSubmit(async (declaration) => {
    try {
      await save.mutateAsync({ sample_declaration: declaration });
    } catch (err) {
      if (!(err instanceof ApiError) || !err.fieldErrors.length) return notifyError(err);
      for (const f of err.fieldErrors) {
        const name = f.topic_id.startsWith(PREFIX) ? f.topic_id.slice(PREFIX.length) : 'root';
        form.setError(name as FieldPath<SampleDeclarationInput>, { message: f.message });
      }
    }
  });
  return { form, samples, submit, save, declared: beat.sample_declaration !== null };
}
