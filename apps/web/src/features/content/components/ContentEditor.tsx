import { useState } from 'react';
import { Button } from '../../../components/Button';
import { RichTextEditor } from '../../../components/RichTextEditor';
import { notifyError } from '../../../lib/notify';

/** The text of a content page in the rich-text editor, saved or dropped as a whole (administrators only). */
export function ContentEditor({
  label,
  value,
  onSave,
  onCancel,
}: {
  label: string;
  value: string;
  onSave(html: string): Promise<void>;
  onCancel(): void;
}) {
  const [draft, setDraft] = useState(value);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await onSave(draft);
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <RichTextEditor label={label} value={draft} onChange={setDraft} size="lg" media />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => void save()} busy={busy} disabled={draft === value}>
          Save text
        </Button>
      </div>
    </div>
  );
}
