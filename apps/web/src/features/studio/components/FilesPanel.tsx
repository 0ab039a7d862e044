import {
  ATTACHMENT_KINDS,
  ATTACHMENT_LABEL,
  ATTACHMENT_ORDER,
  type AttachmentView,
  type Wire,
} from '@beatmarket/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { del, get } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { StudioBeat } from '../api/use-studio-beat';
import { Uploader } from './Uploader';

type Attachment = Wire<AttachmentView>;

const megabytes = (n: number) => `${(n / 1024 / 1024).toFixed(n < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/** What buyers receive: MP3, WAV (untagged) and ZIP trackouts, one of each, listed in that order (spec §9). */
export function FilesPanel({ beat }: { beat: StudioBeat }) {
  const qc = useQueryClient();
  const key = ['attachments', beat.id];
  const files = useQuery({ queryKey: key, queryFn: () => get<Attachment[]>(`/beat/${beat.id}/attachments`) });
  const refresh = () => void qc.invalidateQueries({ queryKey: key });
  const remove = useMutation({
    mutationFn: (id: number) => del(`/attachment/${id}`),
    onSuccess: () => {
      refresh();
      notifySuccess('Deleted!');
    },
    onError: (err) => notifyError(err),
  });
  const byKind = new Map((files.data ?? []).map((a) => [a.kind, a]));
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
          return (
            <li key={kind}>
              <Uploader
                compact
                target={{ purpose: kind, beatId: beat.id }}
                label={`${file ? 'Replace' : 'Add'} ${ATTACHMENT_LABEL[kind]}`}
                onDone={refresh}
              >
                {file && (
                  <span className="flex items-center gap-2 text-xs text-zinc-300">
                    <span className="max-w-40 truncate" title={file.name}>
                      {file.name}
                    </span>
                    <span className="text-zinc-400">{megabytes(file.size)}</span>
                    <button
                      type="button"
                      aria-label={`Delete ${file.name}`}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(file.id)}
                      className="rounded-full p-1.5 text-zinc-400 hover:bg-white/10 hover:text-red-300"
                    >
                      <Trash2 className="size-4" />
                    </button>
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
