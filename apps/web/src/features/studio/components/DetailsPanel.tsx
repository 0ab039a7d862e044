import { canChooseCoproducer } from '@beatmarket/shared';
import { TextField } from '../../../components/TextField';
import { useProfile } from '../../../lib/auth/use-profile';
import type { StudioBeat } from '../api/use-studio-beat';
import { CoproducerField } from './CoproducerField';
import { SoundFields } from './DetailsSoundFields';
import { PriceField } from './PriceField';
import { TagEditor, type TagInput } from './TagEditor';
import { useDetailsForm } from './use-details-form';

const tagsOf = (b: StudioBeat): TagInput[] =>
  Object.values(b.tags_object).map((t) => ({ name: t.name, group: t.group as TagInput['group'] }));

/** Every detail saves by itself when it is left (spec: autosave once the beat has an id). */
export function DetailsPanel({ beat }: { beat: StudioBeat }) {
  const { form, save, send, commit, setAndCommit, blur, toggle } = useDetailsForm(beat);
  const { errors } = form.formState;
  // Giving away the untagged MP3 is the producer's (or an administrator's) call, not the coproducer's.
  const { data: me } = useProfile();
  const producerOrAdmin = canChooseCoproducer(me, beat);

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
      <SoundFields beat={beat} form={form} blur={blur} setAndCommit={setAndCommit} commit={commit} />
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
        {beat.family === 'beat' && (
          <label className="flex items-center gap-3 text-sm text-zinc-300">
            <input type="checkbox" className="size-4 accent-accent-500" {...toggle('available')} />
            Available for licensing
          </label>
        )}
        {producerOrAdmin && (
          <label className="flex items-center gap-3 text-sm text-zinc-300">
            <input
              type="checkbox"
              className="size-4 accent-accent-500"
              aria-describedby="premium-download-hint"
              {...toggle('premium_download')}
            />
            Free untagged MP3 for signed-in users
          </label>
        )}
      </div>
      {producerOrAdmin && (
        <p id="premium-download-hint" className="-mt-2 text-xs text-zinc-400">
          Signed-in listeners download the MP3 without the voice tag until the beat is sold.
          {errors.premium_download && <span className="block text-red-400">{errors.premium_download.message}</span>}
        </p>
      )}
      {beat.family === 'feature' && <PriceField cents={beat.price} onSave={(price) => send({ price })} />}
    </section>
  );
}
