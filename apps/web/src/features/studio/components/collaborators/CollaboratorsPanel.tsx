import { canChooseCollaborators, MAX_COLLABORATORS, producerPercentOf } from '@beatmarket/shared';
import { Button } from '../../../../components/Button';
import { TextField } from '../../../../components/TextField';
import { useProfile } from '../../../../lib/auth/use-profile';
import { useCollaborators } from '../../api/use-collaborators';
import type { StudioBeat } from '../../api/use-studio-beat';
import { NEW_COLLABORATOR, useCollaboratorsForm } from './use-collaborators-form';

/**
 * Issue 35 §5 (decision 0096): who shares the producers' part of every sale of this beat, and how much.
 * The producer (or an administrator) edits the list; a coproducer reads it.
 */
export function CollaboratorsPanel({ beat }: { beat: StudioBeat }) {
  const { data: me } = useProfile();
  const editor = canChooseCollaborators(me, beat);
  const { data: view } = useCollaborators(beat.id);
  const { form, list, submit, save } = useCollaboratorsForm(beat.id, view);
  const { errors } = form.formState;
  const rows = form.watch('collaborators');
  const mainShare = producerPercentOf(rows.map((r) => ({ percent: Number(r.percent) || 0 })));

  return (
    <section
      aria-labelledby="collaborators-heading"
      className="flex flex-col gap-5 rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-white/5"
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="collaborators-heading" className="text-lg font-bold text-white">
          Collaborators
        </h2>
        <p className="rounded-full bg-white/5 px-3 py-1 text-xs font-medium text-zinc-300" aria-live="polite">
          Producer’s share: {mainShare}%
        </p>
      </header>
      <p className="text-sm text-zinc-400">
        Up to {MAX_COLLABORATORS} people with an account share the producers’ part of every sale, to the cent, on their
        own statements. Files are delivered to the buyer at once, whatever the split.
      </p>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
        {list.fields.map((field, i) => {
          const e = errors.collaborators?.[i];
          return (
            <div
              key={field.id}
              className="grid gap-3 rounded-2xl bg-zinc-950/40 p-4 ring-1 ring-white/5 sm:grid-cols-[1fr_8rem_auto]"
            >
              <TextField
                label={`Collaborator ${i + 1} username or e-mail`}
                autoComplete="off"
                disabled={!editor}
                error={e?.account?.message}
                {...form.register(`collaborators.${i}.account`)}
              />
              <TextField
                label={`Collaborator ${i + 1} share (%)`}
                type="number"
                inputMode="numeric"
                min={1}
                max={99}
                disabled={!editor}
                error={e?.percent?.message}
                {...form.register(`collaborators.${i}.percent`, { valueAsNumber: true })}
              />
              {editor && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="self-end justify-self-start"
                  onClick={() => list.remove(i)}
                >
                  Remove collaborator {i + 1}
                </Button>
              )}
            </div>
          );
        })}
        {!list.fields.length && (
          <p className="text-sm text-zinc-400">No collaborators: the producer’s part is all yours.</p>
        )}
        {errors.collaborators?.message && (
          <p role="alert" className="text-sm text-red-400">
            {errors.collaborators.message}
          </p>
        )}
        {errors.collaborators?.root?.message && (
          <p role="alert" className="text-sm text-red-400">
            {errors.collaborators.root.message}
          </p>
        )}
        {errors.root && <p className="text-sm text-red-400">{errors.root.message}</p>}
        {editor && (
          <div className="flex flex-wrap gap-3">
            {list.fields.length < MAX_COLLABORATORS && (
              <Button variant="secondary" size="sm" onClick={() => list.append({ ...NEW_COLLABORATOR })}>
                Add a collaborator
              </Button>
            )}
            <Button type="submit" size="sm" busy={save.isPending}>
              Save the split
            </Button>
          </div>
        )}
        {save.isSuccess && !form.formState.isDirty && (
          <p aria-live="polite" className="text-xs text-zinc-400">
            Split saved
          </p>
        )}
      </form>
    </section>
  );
}
