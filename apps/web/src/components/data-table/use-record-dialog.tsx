import { Plus } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { Modal } from '../Modal';

/**
 * The add-and-edit dialog of a back-office list: `add` (a button) opens it empty, `edit(row)` on a row (the
 * list's onRowClick); `dialog` is the modal, whose form gets the record (null for a new one) and `done`.
 */
export function useRecordDialog<T extends { id: number }>(
  noun: string,
  form: (record: T | null, done: () => void) => ReactNode,
) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const close = () => setEditing(null);
  const addButton = (
    <Button onClick={() => setEditing('new')}>
      <Plus className="size-4" aria-hidden /> Add {noun}
    </Button>
  );
  const dialog = (
    <Modal
      open={editing !== null}
      size="lg"
      onOpenChange={(open) => !open && close()}
      title={editing === 'new' ? `Add ${noun}` : `Edit ${noun}`}
    >
      {editing && (
        <Fragment key={editing === 'new' ? 'new' : editing.id}>
          {form(editing === 'new' ? null : editing, close)}
        </Fragment>
      )}
    </Modal>
  );
  return { add: addButton, edit: (row: T) => setEditing(row), dialog };
}
