import { commentCreateSchema } from '@beatmarket/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { notifyError } from '../../../lib/notify';
import { FORM_BOX } from './comment-form-box';

/** The comment box of a logged-in visitor; `onPost` sends the checked text. */
export function CommentForm({
  beatId,
  onPost,
  busy,
}: {
  beatId: number;
  onPost(body: string): Promise<unknown>;
  busy: boolean;
}) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const check = commentCreateSchema.safeParse({ beat_id: beatId, body });
    if (!check.success) return setError(check.error.issues[0]?.message ?? 'Invalid comment');
    setError(null);
    try {
      await onPost(check.data.body);
      setBody('');
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <form onSubmit={submit} className={FORM_BOX}>
      <label htmlFor="comment-body" className="sr-only">
        Your comment
      </label>
      <textarea
        id="comment-body"
        rows={3}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        placeholder="Say something about this beat"
        className="rounded-xl bg-zinc-900 p-3.5 text-zinc-100 ring-1 ring-inset ring-white/10 focus:outline-none focus:ring-2 focus:ring-accent-400"
      />
      {error && <p className="text-xs text-red-400">{error}</p>}
      <Button type="submit" className="self-end" busy={busy} disabled={!body.trim()}>
        Post comment
      </Button>
    </form>
  );
}
