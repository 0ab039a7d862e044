import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { useSnippet } from '../../../lib/use-snippet';

/** Spec §2: the free-download terms, accepted with 'I accept these conditions'. */
export function FreeDownloadTermsDialog({ onClose }: { onClose(accepted: boolean): void }) {
  const { data, isLoading } = useSnippet('free-download-policy');
  return (
    <Modal open onOpenChange={(open) => !open && onClose(false)} title={data?.title || 'Free download policy'}>
      {isLoading ? (
        <Spinner label="Loading" />
      ) : (
        <div
          className="space-y-3 leading-relaxed text-zinc-300"
          dangerouslySetInnerHTML={{ __html: data?.content ?? '' }}
        />
      )}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="ghost" onClick={() => onClose(false)}>
          Cancel
        </Button>
        <Button onClick={() => onClose(true)}>I accept these conditions</Button>
      </div>
    </Modal>
  );
}
