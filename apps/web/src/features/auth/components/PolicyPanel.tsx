import type { TextSnippetData } from '@beatmarket/shared';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/Button';
import { RichText } from '../../../components/RichText';
import { Spinner } from '../../../components/Spinner';
import { get } from '../../../lib/api';
import { useAuthDialog } from '../../../lib/auth/auth-dialog-context';

export type Snippet = TextSnippetData;

export function useSnippet(id: string) {
  return useQuery({
    queryKey: ['text_snippet', id],
    queryFn: async () =>
      (await get<Snippet[]>('/text_snippet/records', { filter: JSON.stringify({ id: [id] }) }))[0] ?? null,
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });
}

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
