import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal, type ModalProps } from './Modal';

interface Props extends Omit<ModalProps, 'onOpenChange' | 'children'> {
  onClose(): void;
  submitLabel: string;
  busy: boolean;
  onSubmit(): void;
  className?: string;
  children: ReactNode;
}

/** A dialog that is one form: its fields, then Cancel and the submit button (Enter submits). */
export function FormDialog({ onClose, submitLabel, busy, onSubmit, className, children, ...modal }: Props) {
  return (
    <Modal {...modal} onOpenChange={(open) => !open && onClose()}>
      <form
        className={clsx('flex flex-col', className ?? 'gap-4')}
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
