import { formatDateTime } from '@beatmarket/shared';
import { lazy, Suspense } from 'react';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { useProfile } from '../../../lib/auth/use-profile';
import { useAuthDialog } from '../../../lib/auth/auth-dialog-context';
import { useComments } from '../api/use-comments';
import { FORM_BOX } from './comment-form-box';
import { useReaderTimeZone } from '../../../lib/use-reader-time-zone';

// The form's check uses the shared zod schema: it loads for people who can comment, not for every visitor.
const CommentForm = lazy(() => import('./CommentForm').then((m) => ({ default: m.CommentForm })));

/** Comments under a beat (the #comments anchor); bodies render as plain text. */
export function Comments({ beatId }: { beatId: number }) {
  const { data: profile } = useProfile();
  const dialog = useAuthDialog();
  const { list, add, remove } = useComments(beatId);
  const timeZone = useReaderTimeZone();

  return (
    <section id="comments" aria-labelledby="comments-title" className="scroll-mt-24">
      <h2 id="comments-title" className="mb-4 text-xl font-bold text-white">
        Comments
      </h2>
      {profile ? (
        <Suspense fallback={<div className={FORM_BOX} aria-hidden />}>
          <CommentForm beatId={beatId} onPost={(text) => add.mutateAsync(text)} busy={add.isPending} />
        </Suspense>
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
                  {formatDateTime(c.created_at, timeZone)}
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
