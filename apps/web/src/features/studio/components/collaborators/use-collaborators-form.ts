import { collaboratorsSchema, type CollaboratorsInput, type CollaboratorsView } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { ApiError } from '../../../../lib/api';
import { notifyError } from '../../../../lib/notify';
import { useSaveCollaborators } from '../../api/use-collaborators';

export const NEW_COLLABORATOR = { account: '', percent: 10 };

/** The saved list as the form edits it: each account by the name the server knows it by. */
const valuesOf = (view: CollaboratorsView | undefined): CollaboratorsInput => ({
  collaborators: (view?.collaborators ?? []).map((c) => ({ account: c.account, percent: c.percent })),
});

/**
 * The beat's collaborators (decision 0096): one form checked by the shared schema, saved whole (the
 * shares only make sense together). The server's refusals (`collaborators.1.account`…) land under their fields.
 */
export function useCollaboratorsForm(beatId: number, view: CollaboratorsView | undefined) {
  const save = useSaveCollaborators(beatId);
  const form = useForm<CollaboratorsInput>({
    // The saved list replaces the form: a save answers each account by the name others know it by.
    values: valuesOf(view),
    resolver: zodResolver(collaboratorsSchema),
  });
  const list = useFieldArray({ control: form.control, name: 'collaborators' });

  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
    } catch (err) {
      if (!(err instanceof ApiError) || !err.fieldErrors.length) return notifyError(err);
      for (const f of err.fieldErrors)
        form.setError((f.topic_id.startsWith('collaborators') ? f.topic_id : 'root') as FieldPath<CollaboratorsInput>, {
          message: f.message,
        });
    }
  });
  return { form, list, submit, save };
}
