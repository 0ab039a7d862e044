import { canPublishBeat, canRequestPublish, formatDateTime } from '@beatmarket/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { post } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useProfile } from '../../../lib/auth/use-profile';
import { beatPath } from '../../../lib/beat';
import { setStudioBeat, type StudioBeat } from '../api/use-studio-beat';
import { PublishBadge } from './MediaStateBadge';

const day = (iso: string) => formatDateTime(iso);

/** New beats wait for an administrator (no published_at); producers ask, administrators decide. */
export function PublishPanel({ beat }: { beat: StudioBeat }) {
  const qc = useQueryClient();
  const { data: me } = useProfile();
  // The server's rules: administrators publish; the producer (not the coproducer) asks them to.
  const admin = canPublishBeat(me);
  const mayRequest = !admin && canRequestPublish(me, beat);
  const act = useMutation({
    mutationFn: (action: 'request_publish' | 'publish' | 'unpublish') => post<StudioBeat>(`/beat/${beat.id}/${action}`),
    onSuccess: (b, action) => {
      setStudioBeat(qc, b);
      notifySuccess(
        action === 'request_publish' ? 'Sent for approval' : action === 'publish' ? 'Published' : 'Unpublished',
      );
    },
    onError: (err) => notifyError(err),
  });
  const needsAudio = beat.family === 'beat' && beat.media_state !== 'ready';
  return (
    <section
      aria-labelledby="publish-heading"
      className="flex flex-col gap-4 rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-white/5"
    >
      <header className="flex items-center justify-between gap-3">
        <h2 id="publish-heading" className="text-lg font-bold text-white">
          Publishing
        </h2>
        <PublishBadge publishedAt={beat.published_at} requestedAt={beat.publish_requested_at} />
      </header>
      <p className="text-sm text-zinc-400">
        {beat.published_at
          ? `Live in the store since ${day(beat.published_at)}.`
          : beat.publish_requested_at
            ? `Sent for approval on ${day(beat.publish_requested_at)}. An administrator will publish it.`
            : needsAudio
              ? 'Upload the master first: visitors need a preview to hear.'
              : 'When everything is in place, send it for approval.'}
      </p>
      <div className="flex flex-wrap gap-3">
        {!beat.published_at && !beat.publish_requested_at && mayRequest && (
          <Button busy={act.isPending} disabled={needsAudio} onClick={() => act.mutate('request_publish')}>
            Request publishing
          </Button>
        )}
        {admin &&
          (beat.published_at ? (
            <Button variant="secondary" busy={act.isPending} onClick={() => act.mutate('unpublish')}>
              Unpublish
            </Button>
          ) : (
            <Button busy={act.isPending} onClick={() => act.mutate('publish')}>
              Publish
            </Button>
          ))}
        <Link
          to={beatPath(beat)}
          className="inline-flex h-10 items-center px-2 text-sm text-accent-300 hover:underline"
        >
          View the page
        </Link>
      </div>
    </section>
  );
}
