import { Modal } from '../../../components/Modal';
import { RichText } from '../../../components/RichText';
import { Spinner } from '../../../components/Spinner';
import { useContent } from '../api/content';

/** Spec §2 information dialog: the text snippet of an `id::` link or content, in a dialog. */
export function InfoDialog({ snippetId, onClose }: { snippetId: string | null; onClose(): void }) {
  const { data, isLoading, isError } = useContent(snippetId);
  return (
    <Modal
      open={snippetId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={data?.title || 'Information'}
      size="lg"
    >
      {isLoading ? (
        <Spinner label="Loading" />
      ) : isError || !data?.content ? (
        // Spec §8: a failed info load is only logged; the dialog says there is nothing to show.
        <p className="text-sm text-zinc-400">This information is not available.</p>
      ) : (
        <RichText html={data.content} />
      )}
    </Modal>
  );
}
