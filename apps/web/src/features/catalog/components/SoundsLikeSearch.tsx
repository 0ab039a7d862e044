import type { SoundsLikeInput } from '@beatmarket/shared';
import { useMutation } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { AudioLines } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { post, ApiError } from '../../../lib/api';
import { useAuthDialog } from '../../../lib/auth/auth-dialog-context';
import { useProfile } from '../../../lib/auth/use-profile';
import type { Beat } from '../../../lib/beat';
import { UploadFailure, uploadFile } from '../../../lib/direct-upload';
import { BeatGrid } from './BeatGrid';

const ACCEPT = '.wav,.mp3,audio/wav,audio/x-wav,audio/mpeg';

const messageOf = (err: unknown) =>
  err instanceof UploadFailure || err instanceof ApiError
    ? (err instanceof ApiError && err.fieldErrors[0]?.message) || err.message
    : 'Sorry, that search could not be completed.';

/**
 * Issue 37 §3: beats that sound like a reference, nearest first, narrowed by the current search. The reference
 * is the buyer's own track (uploaded straight to storage, heard for its first 90 s, then deleted by the
 * server) or, from a beat page's "More like this", that beat.
 */
export function SoundsLikeSearch({ search, beatId }: { search: string; beatId?: number }) {
  const id = useId();
  const { data: me } = useProfile();
  const dialog = useAuthDialog();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: (body: SoundsLikeInput) => post<Beat[]>('/beat/sounds_like', body),
    onError: (err) => setFailure(messageOf(err)),
  });
  const { mutate } = ask;
  useEffect(() => {
    if (beatId !== undefined) mutate({ beat_id: beatId, search });
  }, [beatId, search, mutate]);

  async function send(e: FormEvent) {
    e.preventDefault();
    if (!file) return setFailure('Choose a WAV or MP3 file first.');
    setFailure(null);
    setProgress(0);
    try {
      const { file_token } = await uploadFile<{ file_token: string }>(
        file,
        { purpose: 'sound_reference' },
        setProgress,
      );
      mutate({ file_token, search });
    } catch (err) {
      setFailure(messageOf(err));
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null || ask.isPending;
  return (
    <section
      aria-labelledby={`${id}-title`}
      // On the search page the text results follow: a rule keeps the two lists apart.
      className={clsx('flex flex-col gap-4', beatId === undefined && 'border-b border-white/10 pb-8')}
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl font-bold text-white">
        <AudioLines className="size-5 text-accent-300" aria-hidden />
        {beatId === undefined ? 'Sounds like your track' : 'More like this'}
      </h2>
      {beatId === undefined &&
        (me ? (
          <form onSubmit={send} className="flex flex-wrap items-end gap-3" aria-label="Sounds like">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-file`} className="text-sm font-medium text-zinc-300">
                Reference track (WAV or MP3)
              </label>
              <input
                id={`${id}-file`}
                type="file"
                accept={ACCEPT}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                className="text-sm text-zinc-300 file:mr-3 file:rounded-full file:border-0 file:bg-zinc-800 file:px-4 file:py-2 file:text-zinc-100"
              />
            </div>
            <Button type="submit" busy={busy}>
              Find beats like it
            </Button>
            <p className="w-full text-xs text-zinc-400">
              We listen to the first 90 seconds, then delete the file.
              {search ? ` Results also match “${search}”.` : ''}
              {progress !== null ? ` Uploading… ${Math.round(progress * 100)}%` : ''}
            </p>
          </form>
        ) : (
          <p className="text-sm text-zinc-300">
            <Button variant="link" onClick={() => dialog.open(true)}>
              Log in
            </Button>{' '}
            to search with a track of your own.
          </p>
        ))}
      {failure && (
        <p role="alert" className="text-sm text-rose-300">
          {failure}
        </p>
      )}
      {(ask.data || ask.isPending) && (
        <BeatGrid beats={ask.data} loading={ask.isPending} playlistId={`sounds-like:${beatId ?? 'file'}:${search}`} />
      )}
    </section>
  );
}
