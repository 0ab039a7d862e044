import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  onConfirm(): void;
}

/** Asks before a change the administrator cannot take back with one click. */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose(): void }) {
  return (
    <Modal open={request !== null} onOpenChange={(open) => !open && onClose()} title={request?.title ?? ''} size="sm">
      <p className="text-sm text-zinc-300">{request?.message}</p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant={request?.danger ? 'danger' : 'primary'}
          onClick={() => {
            request?.onConfirm();
            onClose();
          }}
        >
          {request?.confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
