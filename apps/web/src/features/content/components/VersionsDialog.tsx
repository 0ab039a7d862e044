import { formatDate, formatTime } from '@beatmarket/shared';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { RichText } from '../../../components/RichText';
import { Spinner } from '../../../components/Spinner';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useReaderTimeZone } from '../../../lib/use-reader-time-zone';
import { useRestoreVersion, useVersions } from '../api/content';

/** Every saved state of a text, newest first; one can be previewed and restored (as a new version). */
export function VersionsDialog({ id, onClose }: { id: string; onClose(): void }) {
  const { data, isLoading } = useVersions(id, true);
  const restore = useRestoreVersion(id);
  const [shown, setShown] = useState<number | null>(null);
  const timeZone = useReaderTimeZone();
  const preview = data?.find((v) => v.id === shown) ?? data?.[0];

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="History"
      description="Every saved version of this text."
      size="lg"
    >
      {isLoading ? (
        <Spinner label="Loading" />
      ) : !data?.length ? (
        <p className="text-sm text-zinc-400">No edits yet: this is the original text.</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-[14rem_1fr]">
          <ol className="flex max-h-80 flex-col gap-1 overflow-y-auto" aria-label="Versions">
            {data.map((v, i) => (
              <li key={v.id}>
                <button
                  type="button"
                  aria-current={preview?.id === v.id}
                  onClick={() => setShown(v.id)}
                  className="w-full rounded-xl px-3 py-2 text-left text-sm hover:bg-white/5 aria-[current=true]:bg-accent-500/15 aria-[current=true]:ring-1 aria-[current=true]:ring-accent-400/40"
                >
                  <span className="block font-medium text-zinc-100">
                    {formatDate(v.created_at, timeZone)} {formatTime(v.created_at, timeZone)}
                    {i === 0 && <span className="ml-2 text-xs text-emerald-400">current</span>}
                  </span>
                  <span className="block text-xs text-zinc-400">{v.created_by_name ?? 'Original text'}</span>
                </button>
              </li>
            ))}
          </ol>
          {preview && (
            <div className="flex min-w-0 flex-col gap-3">
              <div className="max-h-80 overflow-y-auto rounded-2xl bg-zinc-950/60 p-4 ring-1 ring-white/5">
                <p className="mb-2 font-semibold text-white">{preview.title}</p>
                <RichText html={preview.content} />
              </div>
              <Button
                className="self-end"
                busy={restore.isPending}
                disabled={preview.id === data[0]!.id}
                onClick={() =>
                  restore.mutate(preview.id, {
                    onSuccess: () => {
                      notifySuccess('Version restored');
                      onClose();
                    },
                    onError: (err) => notifyError(err),
                  })
                }
              >
                Restore this version
              </Button>
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
