import { useQuery } from '@tanstack/react-query';
import { Download, FileArchive, FileAudio } from 'lucide-react';
import { useParams } from 'react-router';
import { responsiveVariant, type SharedFilesView } from '@beatmarket/shared';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { get } from '../../../lib/api';
import { followDownload } from '../api/private-url';

type SharedFiles = SharedFilesView;

const HEADINGS = { trackouts: 'Trackouts download', mp3: 'MP3 download', wav: 'WAV download' } as const;
const size = (n: number | null) =>
  n === null ? '' : n > 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(n / 1024)} KB`;

/** Share links /dt/{token}[/mp3|/wav]: the files an administrator shared, behind fresh signed links. */
export function SharedDownloadPage({ format }: { format: SharedFiles['format'] }) {
  const { token = '' } = useParams();
  const path = format === 'trackouts' ? `/dt/${token}` : `/dt/${token}/${format}`;
  // Links expire: refetch them before following one that has gone stale.
  const q = useQuery({
    queryKey: ['dt', path],
    queryFn: () => get<SharedFiles>(path),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
  if (q.isLoading) return <Spinner label="Loading" />;
  if (!q.data) return <EmptyState title="This link is invalid or has expired." />;
  const { beat, files } = q.data;
  const open = async (name: string) => {
    const fresh = q.isStale ? (await q.refetch()).data : q.data;
    const file = fresh?.files.find((f) => f.name === name);
    if (file) followDownload(file.href);
  };
  return (
    <article className="max-w-2xl">
      <PageHeader title={HEADINGS[format]} />
      <div className="flex items-center gap-4 rounded-2xl bg-zinc-900/70 p-4 ring-1 ring-white/5">
        {beat.image_url ? (
          <img src={responsiveVariant(beat.image_url, 480)} alt="" className="size-20 rounded-xl object-cover" />
        ) : (
          <img src="/logo.svg" alt="" className="size-20 rounded-xl" />
        )}
        <h2 className="text-lg font-semibold text-white">{beat.title}</h2>
      </div>
      {files.length === 0 ? (
        <p className="mt-6 text-zinc-400">No results found...</p>
      ) : (
        <ul className="mt-6 space-y-2">
          {files.map((f) => (
            <li key={f.name} className="flex items-center gap-3 rounded-xl bg-zinc-900/50 p-3 ring-1 ring-white/5">
              {f.kind === 'zip' ? (
                <FileArchive className="size-5 text-accent-300" />
              ) : (
                <FileAudio className="size-5 text-accent-300" />
              )}
              <span className="min-w-0 flex-1 truncate text-zinc-200">{f.name}</span>
              <span className="text-xs text-zinc-400">{size(f.size)}</span>
              <button
                type="button"
                onClick={() => void open(f.name)}
                className="inline-flex h-9 items-center gap-2 rounded-full bg-accent-600 px-4 text-sm font-semibold text-white hover:bg-accent-700"
              >
                <Download className="size-4" /> Download
              </button>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
