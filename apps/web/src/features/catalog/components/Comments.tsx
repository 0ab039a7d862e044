import { commentCreateSchema, formatDateTime } from '@beatmarket/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { notifyError } from '../../../lib/notify';
import { useProfile } from '../../auth/api/use-profile';
import { useAuthDialog } from '../../auth/hooks/auth-dialog-context';
import { useComments } from '../api/use-comments';

/** Comments under a beat (the #comments anchor); bodies render as plain text. */
export function Comments({ beatId }: { beatId: number }) {
  const { data: profile } = useProfile();
  const dialog = useAuthDialog();
  const { list, add, remove } = useComments(beatId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const check = commentCreateSchema.safeParse({ beat_id: beatId, body });
    if (!check.success) return setError(check.error.issues[0]?.message ?? 'Invalid comment');
    setError(null);
    try {
      await add.mutateAsync(check.data.body);
      setBody('');
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <section id="comments" aria-labelledby="comments-title" className="scroll-mt-24">
      <h2 id="comments-title" className="mb-4 text-xl font-bold text-white">
        Comments
      </h2>
      {profile ? (
        <form onSubmit={submit} className="mb-6 flex flex-col gap-2">
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
          <Button type="submit" className="self-end" busy={add.isPending} disabled={!body.trim()}>
            Post comment
          </Button>
        </form>
      ) : (
        <p className="mb-6 text-sm text-zinc-400">
          <Button variant="link" onClick={() => dialog.open(true)}>
            Log in
          </Button>{' '}
          to join the conversation.
        </p>
      )}
      {list.data?.length ? (
        <ul className="flex flex-col gap-3">
          {list.data.map((c) => (
            <li key={c.id} className="rounded-2xl bg-zinc-900/60 p-4 ring-1 ring-white/5">
              <div className="mb-1 flex items-center justify-between text-xs text-zinc-400">
                <span className="font-semibold text-zinc-200">{c.author_name}</span>
                <span className="flex items-center gap-3">
                  {formatDateTime(c.created_at)}
                  {c._can_delete && (
                    <Button variant="link" className="text-xs" onClick={() => remove.mutate(c.id)}>
                      Delete
                    </Button>
                  )}
                </span>
              </div>
              <p className="whitespace-pre-wrap break-words text-sm text-zinc-200">{c.body}</p>
            </li>
          ))}
        </ul>
      ) : (
        !list.isLoading && <EmptyState title="No comments yet" />
      )}
    </section>
  );
}
