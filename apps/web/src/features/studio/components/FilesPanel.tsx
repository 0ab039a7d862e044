import {
  ATTACHMENT_KINDS,
  ATTACHMENT_LABEL,
  ATTACHMENT_ORDER,
  type DeliveryFileView,
  type Wire,
} from '@beatmarket/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { del, get } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { StudioBeat } from '../api/use-studio-beat';
import { Uploader } from './Uploader';

type Delivered = Wire<DeliveryFileView>;

const megabytes = (n: number) => `${(n / 1024 / 1024).toFixed(n < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/** Where a buyer's file comes from, in the producer's words; a missing one says so. */
function describe(file: Delivered): { text: string; action: string } {
  const label = ATTACHMENT_LABEL[file.kind];
  switch (file.source) {
    case 'upload':
      return { text: 'Your upload', action: `Replace ${label}` };
    case 'pipeline':
      return { text: 'Made from your master', action: `Upload your own ${label}` };
    case 'master':
      return { text: 'Your WAV master', action: `Upload another ${label}` };
    default:
      return { text: `Missing: buyers get no ${label}`, action: `Add ${label}` };
  }
}

/**
 * What buyers receive: MP3, WAV (untagged) and ZIP trackouts, one of each, listed in that order (spec §9):
 * the producer's upload, else what the audio pipeline made (the untagged MP3, the WAV master), else
 * missing, as the order's download links pick them.
 */
export function FilesPanel({ beat }: { beat: Pick<StudioBeat, 'id' | 'media_state'> }) {
  const qc = useQueryClient();
  // The master's processing changes what buyers get: its state is part of the key.
  const key = ['delivery', beat.id, beat.media_state];
  const files = useQuery({ queryKey: key, queryFn: () => get<Delivered[]>(`/beat/${beat.id}/delivery`) });
  const refresh = () => void qc.invalidateQueries({ queryKey: ['delivery', beat.id] });
  const remove = useMutation({
    mutationFn: (id: number) => del(`/attachment/${id}`),
    onSuccess: () => {
      refresh();
      notifySuccess('Deleted!');
    },
    onError: (err) => notifyError(err),
  });
  const byKind = new Map((files.data ?? []).map((f) => [f.kind, f]));
  const kinds = [...ATTACHMENT_KINDS].sort((a, b) => ATTACHMENT_ORDER[a] - ATTACHMENT_ORDER[b]);

  return (
    <section
      aria-labelledby="files-heading"
      className="flex flex-col gap-4 rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-white/5"
    >
      <div>
        <h2 id="files-heading" className="text-lg font-bold text-white">
          Delivery files
        </h2>
        <p className="text-sm text-zinc-400">Buyers download these once their payment clears.</p>
      </div>
      <ul className="flex flex-col gap-3">
        {kinds.map((kind) => {
          const file = byKind.get(kind);
          const { text, action } = describe(
            file ?? { kind, source: null, name: null, size: null, attachment_id: null },
          );
          return (
            <li key={kind}>
              <Uploader compact target={{ purpose: kind, beatId: beat.id }} label={action} onDone={refresh}>
                {files.data && (
                  <span className="flex items-center gap-2 text-xs text-zinc-300">
                    <span className={file?.source ? 'text-zinc-400' : 'text-amber-300'}>{text}</span>
                    {file?.name && (
                      <span className="max-w-40 truncate" title={file.name}>
                        {file.name}
                      </span>
                    )}
                    {file?.size != null && <span className="text-zinc-400">{megabytes(file.size)}</span>}
                    {file?.attachment_id != null && (
                      <button
                        type="button"
                        aria-label={`Delete ${file.name}`}
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(file.attachment_id!)}
                        className="rounded-full p-1.5 text-zinc-400 hover:bg-white/10 hover:text-red-300"
                      >
                        <Trash2 className="size-4" />
                      </button>
                    )}
                  </span>
                )}
              </Uploader>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
