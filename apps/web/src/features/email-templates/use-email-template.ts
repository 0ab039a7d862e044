import type { EmailPreview } from '@beatmarket/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../lib/api';
import { useDebounced } from '../../lib/use-debounced';
import type { EmailTemplate } from './EmailTemplatesPage';

export const useEmailTemplate = (id: string | undefined) =>
  useQuery({
    queryKey: ['email_template', id],
    queryFn: () => get<EmailTemplate>(`/email_template/${id}`),
    retry: false,
    meta: { errorHeader: 'Record load error' },
  });

/** Pauses this long after the last keystroke before asking the server for a preview. */
export const PREVIEW_DEBOUNCE_MS = 400;

/** The server's rendering of what is in the form (saved or not), with each variable's sample. */
export function usePreview(id: number | undefined, draft: { subject: string; body: string }) {
  const settled = useDebounced(draft, PREVIEW_DEBOUNCE_MS);
  return useQuery({
    queryKey: ['email_template', id, 'preview', settled.subject, settled.body],
    queryFn: () => post<EmailPreview>('/email_template/preview', { id, ...settled }),
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
    // A refused draft (unknown variable) is shown in the panel, not as a toast.
    meta: { silent: true },
  });
}

export function useSaved() {
  const qc = useQueryClient();
  return (t: EmailTemplate) => {
    qc.setQueryData(['email_template', String(t.id)], t);
    void qc.invalidateQueries({ queryKey: ['records', 'email_template'] });
  };
}
