import { clsx } from 'clsx';
import { UploadCloud, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { UploadTarget } from '../../../lib/direct-upload';
import { typeLabels } from '../api/upload-file';
import { useUpload } from '../api/use-upload';

interface Props<T> {
  target: UploadTarget;
  label: string;
  onDone(result: T): void;
  children?: ReactNode;
  compact?: boolean;
}

/** A drop zone (or click to choose): progress while sending, dismissible errors inside the zone (spec §8). */
export function Uploader<T>({ target, label, onDone, children, compact }: Props<T>) {
  const { rule, progress, problems, start, dismiss } = useUpload<T>(target, onDone);
  const [over, setOver] = useState(false);
  const inputId = useId();
  const busy = progress !== null;
  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !busy) void start(file);
  };
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        pick(e.dataTransfer.files);
      }}
      className={clsx(
        'flex flex-col gap-3 rounded-2xl border border-dashed p-4 transition',
        over ? 'border-accent-400 bg-accent-500/10' : 'border-white/15 bg-zinc-950/40',
        compact ? 'p-3' : 'p-5',
      )}
    >
      <div className="flex flex-wrap items-center gap-3">
        <UploadCloud className="size-6 shrink-0 text-accent-300" aria-hidden />
        <div className="min-w-0 flex-1 text-sm">
          <label
            htmlFor={inputId}
            className={clsx('font-semibold text-white', busy ? 'cursor-wait' : 'cursor-pointer hover:text-accent-300')}
          >
            {label}
          </label>
          {rule && (
            <p className="text-xs text-zinc-400">
              Drop a file here or click to choose · {typeLabels(rule.accept)} · up to{' '}
              {Math.floor(rule.max_size / 1024 / 1024)} MB
            </p>
          )}
        </div>
        {children}
        <input
          id={inputId}
          type="file"
          className="sr-only"
          accept={rule?.accept.join(',')}
          disabled={busy}
          onChange={(e) => {
            pick(e.target.files);
            e.target.value = '';
          }}
        />
      </div>
      {progress && (
        <div className="flex items-center gap-3 text-xs text-zinc-300">
          <span className="max-w-[40%] truncate">{progress.name}</span>
          <div
            role="progressbar"
            aria-label={`Uploading ${progress.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress.fraction * 100)}
            className="h-2 flex-1 overflow-hidden rounded-full bg-zinc-800"
          >
            <div
              className="h-full rounded-full bg-accent-500 transition-[width]"
              style={{ width: `${progress.fraction * 100}%` }}
            />
          </div>
          <span className="w-10 text-right tabular-nums">{Math.round(progress.fraction * 100)}%</span>
        </div>
      )}
      {problems.map((p) => (
        <div
          key={p.id}
          role="alert"
          className="flex items-start gap-3 rounded-xl bg-red-500/10 px-3 py-2 text-sm ring-1 ring-red-500/30"
        >
          <div className="flex-1">
            <p className="font-semibold text-red-300">{p.header}</p>
            <p className="text-red-200/90">{p.message}</p>
          </div>
          <button
            type="button"
            onClick={() => dismiss(p.id)}
            aria-label={`Dismiss ${p.header}`}
            className="rounded-full p-1 text-red-200 hover:bg-white/10"
          >
            <X className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
