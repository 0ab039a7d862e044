import { EditableContent } from './EditableContent';

/** A dialog's text (Contact Us, the licensing policies, premium membership): a content page's text without its heading. */
export function EditableText({ id, label }: { id: string; label: string }) {
  return <EditableContent id={id} fallbackTitle={label} variant="intro" card={false} />;
}
