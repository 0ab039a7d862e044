import { POST_IT_MAX_BODY, postItBody, type PostItColor } from '@beatmarket/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { ApiError } from '../../lib/api';
import { ColorPicker } from './ColorPicker';

/** A new note: plain text checked with the server's own schema, and a colour. */
export function NoteForm({
  onAdd,
  onClose,
}: {
  onAdd(input: { body: string; color: PostItColor }): Promise<unknown>;
  onClose(): void;
}) {
  const [body, setBody] = useState('');
  const [color, setColor] = useState<PostItColor>('yellow');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = postItBody.safeParse(body);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Invalid note');
    setBusy(true);
    try {
      await onAdd({ body: checked.data, color });
      onClose();
    } catch (err) {
      setError(err instanceof ApiError ? (err.fieldErrors[0]?.message ?? err.message) : 'The note was not saved');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3 rounded-2xl bg-zinc-950/40 p-3">
      <label htmlFor="new-note" className="sr-only">
        New note
      </label>
      <textarea
        id="new-note"
        autoFocus
        rows={3}
        maxLength={POST_IT_MAX_BODY}
        value={body}
        placeholder="Write a note for the other administrators…"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'new-note-error' : undefined}
        onChange={(e) => {
          setBody(e.target.value);
          setError(null);
        }}
        onKeyDown={(e) => e.key === 'Escape' && onClose()}
        className="w-full rounded-xl bg-zinc-900 px-3 py-2 text-sm text-zinc-100 ring-1 ring-inset ring-white/10 placeholder:text-zinc-500 focus:outline-none focus:ring-2 focus:ring-accent-400"
      />
      {error && (
        <p id="new-note-error" role="alert" className="text-xs text-red-400">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ColorPicker label="Note colour" value={color} onChange={setColor} />
        <div className="flex gap-2">
          <Button variant="ghost" size="sm" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" size="sm" busy={busy}>
            Add note
          </Button>
        </div>
      </div>
    </form>
  );
}
