import { Paperclip, X } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../components/Button';
import { uploadFile } from '../../../lib/direct-upload';

/** What a service order's files may be (upload rules `service_brief`, `service_delivery`): ZIP, WAV or MP3. */
const ACCEPT = '.zip,.wav,.mp3,application/zip,audio/wav,audio/x-wav,audio/mpeg';

/**
 * Uploads the chosen files one after the other straight to storage and answers their signed tokens, which
 * the form sends back (the server never takes a storage key from the client, decision 0088).
 */
export async function uploadAll(
  files: File[],
  purpose: 'service_brief' | 'service_delivery',
  onProgress: (fraction: number) => void,
): Promise<string[]> {
  const tokens: string[] = [];
  for (const [i, file] of files.entries()) {
    const { file_token } = await uploadFile<{ file_token: string }>(file, { purpose }, (f) =>
      onProgress((i + f) / files.length),
    );
    tokens.push(file_token);
  }
  return tokens;
}

/** The files picked for a message or a brief, each removable before sending; the upload's progress under them. */
export function FilesField({
  files,
  onChange,
  progress,
  error,
  label = 'Add files',
}: {
  files: File[];
  onChange(files: File[]): void;
  progress: number | null;
  error?: string | undefined;
  label?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
          <Paperclip className="size-4" aria-hidden /> {label}
        </Button>
        <span className="text-xs text-zinc-400">ZIP, WAV or MP3, up to 1 GB each</span>
      </div>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        className="sr-only"
        aria-label="Files"
        onChange={(e) => {
          onChange([...files, ...Array.from(e.target.files ?? [])].slice(0, 20));
          e.target.value = '';
        }}
      />
      {files.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm text-zinc-300">
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className="flex min-w-0 items-center gap-2">
              <span className="truncate">{f.name}</span>
              <button
                type="button"
                className="rounded-full p-1 text-zinc-400 hover:bg-white/5 hover:text-white"
                aria-label={`Remove ${f.name}`}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="text-xs text-red-400">{error}</p>}
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
  );
}
