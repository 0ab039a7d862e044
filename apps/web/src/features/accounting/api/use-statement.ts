import type { StatementDetailData } from '@beatmarket/shared';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';

/** One income statement with its items and the payout paying it (its payee or an administrator). */
export function useStatement(id: string) {
  return useQuery({
    queryKey: ['accounting', 'statement', id],
    queryFn: () => get<StatementDetailData>(`/income_statement/${encodeURIComponent(id)}`),
    retry: false,
    meta: { errorHeader: 'Record load error' },
  });
}

export const statementPdfHref = (id: number) => `/private-api/income_statement/${id}/pdf`;
