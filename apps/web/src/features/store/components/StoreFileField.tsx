import type { UploadPurpose } from '@beatmarket/shared';
import { UploadCloud } from 'lucide-react';
import { useId, useState } from 'react';
import { uploadFile, UploadFailure } from '../../../lib/direct-upload';
import { useSupportingData } from '../../../lib/use-supporting-data';

/** One of a store item's files (cover, ZIP or demo) through the direct upload; the server checks what arrived. */
export function StoreFileField({
  itemId,
  purpose,
  label,
  current,
  onDone,
}: {
  itemId: number;
  purpose: Extract<UploadPurpose, 'store_cover' | 'store_zip' | 'store_demo'>;
  label: string;
  current: string | null;
  onDone(): void;
}) {
  const rule = useSupportingData().data?.uploads[purpose];
  const [fraction, setFraction] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const start = async (file: File) => {
    setError(null);
    if (rule && file.size > rule.max_size)
      return setError(`The file is too large: at most ${Math.floor(rule.max_size / 1024 / 1024)} MB.`);
    setFraction(0);
    try {
      await uploadFile(file, { purpose, storeItemId: itemId }, setFraction);
      onDone();
    } catch (err) {
      setError(err instanceof UploadFailure ? err.message : 'Sorry, that upload could not be completed.');
    } finally {
      setFraction(null);
    }
  };
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-dashed border-white/15 bg-zinc-950/40 p-4">
      <div className="flex items-center gap-3">
        <UploadCloud className="size-6 shrink-0 text-accent-300" aria-hidden />
        <div className="min-w-0 flex-1 text-sm">
          <label htmlFor={inputId} className="cursor-pointer font-semibold text-white hover:text-accent-300">
            {label}
          </label>
          <p className="truncate text-xs text-zinc-400">
            {fraction !== null ? `Uploading… ${Math.round(fraction * 100)}%` : (current ?? 'Nothing uploaded yet')}
          </p>
        </div>
      </div>
      <input
        id={inputId}
        type="file"
        className="text-sm text-zinc-300 file:mr-3 file:rounded-full file:border-0 file:bg-zinc-800 file:px-3 file:py-1.5 file:text-zinc-100"
        accept={rule?.accept.join(',')}
        disabled={fraction !== null}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void start(file);
          e.target.value = '';
        }}
      />
      {error && (
        <p role="alert" className="text-sm text-rose-300">
          {error}
        </p>
      )}
    </div>
  );
}
