import type { ContestData } from '@beatmarket/shared';
import { Upload } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { uploadFile, UploadFailure } from '../../../lib/direct-upload';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useContestActions } from '../api/contests';

/** Enter a song: its title and a WAV or MP3, uploaded straight to storage; it plays as uploaded. */
export function EntryForm({ contest }: { contest: ContestData }) {
  const { enter } = useContestActions(contest.id);
  const input = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ title?: string; file?: string }>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = {
      title: title.trim() ? undefined : 'This field is required',
      file: file ? undefined : 'Choose your song',
    };
    setErrors(problems);
    if (problems.title || problems.file) return;
    setProgress(0);
    try {
      const { file_token } = await uploadFile<{ file_token: string }>(file!, { purpose: 'contest_entry' }, setProgress);
      await enter.mutateAsync({ title: title.trim(), file_token });
      notifySuccess('Entry submitted', 'Good luck!');
      setTitle('');
      setFile(null);
    } catch (err) {
      if (err instanceof UploadFailure) setErrors({ file: err.message });
      else if (err instanceof ApiError && err.fieldErrors[0]?.topic_id === 'title')
        setErrors({ title: err.fieldErrors[0].message });
      else notifyError(err);
    } finally {
      setProgress(null);
    }
  };

  return (
    <section className="rounded-2xl bg-zinc-900/70 p-5 ring-1 ring-accent-400/30" aria-labelledby="enter">
      <h2 id="enter" className="mb-1 text-lg font-bold text-white">
        Enter this contest
      </h2>
      <p className="mb-4 text-sm text-zinc-400">
        {contest.max_entries === 1
          ? 'One entry per account.'
          : `Up to ${contest.max_entries} entries per account (${contest.my_entry_count} so far).`}{' '}
        WAV or MP3; it is played on this page exactly as you upload it.
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <TextField
          label="Song title"
          maxLength={120}
          value={title}
          error={errors.title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <div className="flex flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
              <Upload className="size-4" aria-hidden /> {file ? 'Choose another file' : 'Choose your song'}
            </Button>
            <span className="truncate text-sm text-zinc-300">{file?.name}</span>
          </div>
          <input
            ref={input}
            type="file"
            accept="audio/wav,audio/x-wav,audio/mpeg,.wav,.mp3"
            className="sr-only"
            aria-label="Song file"
            data-testid="contest-entry-input"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setErrors((x) => ({ ...x, file: undefined }));
              e.target.value = '';
            }}
          />
          {errors.file && <p className="text-xs text-red-400">{errors.file}</p>}
          {progress !== null && (
            <div
              className="h-1.5 rounded bg-black/40"
              role="progressbar"
              aria-label="Uploading"
              aria-valuenow={Math.round(progress * 100)}
            >
              <div className="h-full rounded bg-accent-400" style={{ width: `${progress * 100}%` }} />
            </div>
          )}
        </div>
        <div>
          <Button type="submit" busy={progress !== null || enter.isPending}>
            Submit entry
          </Button>
        </div>
      </form>
    </section>
  );
}
