import { TAG_GROUPS, tagEditSchema, type AutosuggestChoice, type TagData, type TagEdit } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/Button';
import { Combobox } from '../../components/Combobox';
import { useConfirm } from '../../components/dialogs/context';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { ApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useTermSuggestions } from '../../lib/use-autosuggest';
import { useTagChanges } from './api';

export const GROUP_LABEL: Record<TagEdit['group'], string> = {
  genre: 'Genre',
  mood: 'Mood',
  instruments: 'Instruments',
  'sounds-like': 'Sounds like',
};

/** One tag: its spelling and group, a merge into another tag, or its deletion from every beat. */
export function TagForm({ tag, onDone }: { tag: TagData; onDone(): void }) {
  const { rename, merge, remove } = useTagChanges(tag.id);
  const confirm = useConfirm();
  const form = useForm<TagEdit>({
    resolver: zodResolver(tagEditSchema),
    defaultValues: { name: tag.name, group: tag.group },
  });
  const [term, setTerm] = useState('');
  const { data: choices = [], noResults } = useTermSuggestions('tag', term, [tag.slug]);
  const beats = `${tag.beat_count} ${tag.beat_count === 1 ? 'beat' : 'beats'}`;
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await rename.mutateAsync(values);
      notifySuccess('Tag saved', `Every beat tagged “${tag.name}” now reads “${values.name}”.`);
      onDone();
    } catch (err) {
      const field = err instanceof ApiError ? err.fieldErrors[0] : undefined;
      if (field && (field.topic_id === 'name' || field.topic_id === 'group'))
        form.setError(field.topic_id, { message: field.message });
      else notifyError(err);
    }
  });
  const mergeInto = async (choice: AutosuggestChoice) => {
    setTerm('');
    const into = choice.label.replace(/ · [^·]+$/, '');
    const ok = await confirm({
      title: `Merge “${tag.name}” into “${into}”?`,
      message: `Its ${beats} get “${into}” instead, and “${tag.name}” is gone.`,
      confirmLabel: 'Merge',
      danger: true,
    });
    if (!ok) return;
    try {
      await merge.mutateAsync(Number(choice.id));
      notifySuccess('Tags merged', `“${tag.name}” is now “${into}”.`);
      onDone();
    } catch (err) {
      notifyError(err);
    }
  };
  const deleteTag = async () => {
    const ok = await confirm({
      title: `Delete “${tag.name}”?`,
      message: `It leaves its ${beats}.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync();
      notifySuccess('Deleted!');
      onDone();
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Rename tag">
        <p className="text-sm text-zinc-400">
          #{tag.slug} · on {beats}
        </p>
        <TextField label="Name" maxLength={40} error={errors.name?.message} {...form.register('name')} />
        <SelectField label="Group" error={errors.group?.message} {...form.register('group')}>
          {TAG_GROUPS.map((g) => (
            <option key={g} value={g}>
              {GROUP_LABEL[g]}
            </option>
          ))}
        </SelectField>
        <div>
          <Button type="submit" disabled={rename.isPending}>
            Save
          </Button>
        </div>
      </form>
      <section aria-labelledby="merge-heading" className="flex flex-col gap-2 border-t border-white/10 pt-5">
        <h3 id="merge-heading" className="text-sm font-semibold text-white">
          Merge into another tag
        </h3>
        <p className="text-xs text-zinc-400">A misspelling: its beats take the right tag, and this one goes.</p>
        <Combobox
          aria-label="Merge into"
          placeholder="Type 4 letters of the right tag"
          value={term}
          onValueChange={setTerm}
          choices={term.trim().length > 3 ? choices : []}
          noResults={noResults}
          onChoose={(c) => void mergeInto(c)}
          disabled={merge.isPending}
          className="h-11 w-full rounded-xl bg-zinc-900 px-3.5 text-sm ring-1 ring-inset ring-white/10 focus:outline-none focus:ring-2 focus:ring-accent-400"
        />
      </section>
      <div className="border-t border-white/10 pt-5">
        <Button variant="danger" onClick={() => void deleteTag()} disabled={remove.isPending}>
          Delete tag
        </Button>
      </div>
    </div>
  );
}
