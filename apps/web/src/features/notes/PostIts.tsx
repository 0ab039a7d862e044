import { formatDateTime, isAdmin, postItBody, type PostItData } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { Plus, StickyNote, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/Button';
import { useConfirm } from '../../components/dialogs/context';
import { InlineEdit } from '../../components/inputs/InlineEdit';
import { Spinner } from '../../components/Spinner';
import { useProfile } from '../../lib/auth/use-profile';
import { notifyError, notifySuccess } from '../../lib/notify';
import { ColorPicker } from './ColorPicker';
import { NOTE_TINT } from './note-colors';
import { NoteForm } from './NoteForm';
import { usePostIts } from './use-post-its';

export interface PostItsProps {
  /** The entity name of the record the notes sit on (`user`, `order`, `beat`). */
  entity: string;
  id: number | string;
  className?: string;
}

/**
 * Administrators' sticky notes on one record (spec §3 post_it): list, add, edit in place, recolour and
 * delete after a confirmation. Draws nothing for anyone else (the order page is also the buyer's).
 */
export function PostIts({ entity, id, className }: PostItsProps) {
  const { data: profile } = useProfile();
  const admin = isAdmin(profile?.role);
  const { notes, add, save, remove } = usePostIts(entity, String(id), admin);
  const [adding, setAdding] = useState(false);
  const confirm = useConfirm();
  const titleId = useId();
  if (!admin) return null;

  const drop = async (note: PostItData) => {
    const ok = await confirm({
      title: 'Delete this note?',
      message: note.body.length > 80 ? `${note.body.slice(0, 80)}…` : note.body,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    remove.mutate(note.id, { onSuccess: () => notifySuccess('Deleted!'), onError: (err) => notifyError(err) });
  };

  const list = notes.data ?? [];
  return (
    <section
      aria-labelledby={titleId}
      className={clsx('flex flex-col gap-4 rounded-3xl bg-zinc-900/60 p-5 ring-1 ring-white/5', className)}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold text-white">
          <StickyNote className="size-4 text-accent-300" /> Notes
          {list.length > 0 && <span className="text-sm font-normal text-zinc-400">({list.length})</span>}
        </h2>
        {!adding && (
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            <Plus className="size-4" /> Add note
          </Button>
        )}
      </div>
      {adding && <NoteForm onAdd={(input) => add.mutateAsync(input)} onClose={() => setAdding(false)} />}
      {notes.isLoading ? (
        <Spinner label="Loading notes" />
      ) : notes.isError ? (
        <p className="text-sm text-red-400">The notes could not be loaded.</p>
      ) : list.length === 0 && !adding ? (
        <p className="text-sm text-zinc-400">No notes on this record yet.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {list.map((note) => (
            <li key={note.id} className={clsx('flex flex-col gap-3 rounded-2xl p-4 ring-1', NOTE_TINT[note.color])}>
              <InlineEdit
                label="Note"
                multiline
                value={note.body}
                schema={postItBody}
                onSave={(body) => save.mutateAsync({ id: note.id, body })}
                className="text-sm text-zinc-100"
              />
              <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-xs text-zinc-400">
                <span>
                  {note.created_by_name ?? 'A former administrator'} · {formatDateTime(note.created_at)}
                </span>
                <div className="flex items-center gap-2">
                  <ColorPicker
                    label="Colour of this note"
                    value={note.color}
                    disabled={save.isPending}
                    onChange={(color) => save.mutate({ id: note.id, color }, { onError: (err) => notifyError(err) })}
                  />
                  <button
                    type="button"
                    aria-label="Delete note"
                    onClick={() => void drop(note)}
                    className="rounded-full p-1.5 text-zinc-400 hover:bg-red-500/10 hover:text-red-300"
                  >
                    <Trash2 className="size-4" />
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
