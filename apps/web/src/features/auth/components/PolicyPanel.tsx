import { Button } from '../../../components/Button';
import { RichText } from '../../../components/RichText';
import { Spinner } from '../../../components/Spinner';
import { useAuthDialog } from '../../../lib/auth/auth-dialog-context';
import { useSnippet } from '../../../lib/use-snippet';

/** The usage and privacy policies, read inside the dialog; Close returns to the previous panel. */
export function PolicyPanel({ id }: { id: 'tos' | 'privacy' }) {
  const dialog = useAuthDialog();
  const { data, isLoading } = useSnippet(id);
  return (
    <div className="flex flex-col gap-4">
      {isLoading ? (
        <Spinner label="Loading" />
      ) : (
        <RichText html={data?.content ?? ''} className="max-h-[50vh] overflow-y-auto pr-2" />
      )}
      <Button variant="secondary" onClick={dialog.closePolicy}>
        Close
      </Button>
    </div>
  );
}
