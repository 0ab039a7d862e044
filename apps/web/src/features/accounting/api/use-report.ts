import type {
  AccountingPeriodRow,
  MembershipRevenueRow,
  ProducerBalanceRow,
  RevenueMonthRow,
} from '@beatmarket/shared';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';

interface Reports {
  'revenue-by-month': { params: { from?: string; to?: string }; row: RevenueMonthRow };
  'accounting-periods': { params: { from?: string; to?: string }; row: AccountingPeriodRow };
  'producer-balances': { params: { payee_id?: number }; row: ProducerBalanceRow };
  'membership-revenue': {
    params: { from?: string; to?: string; state?: 'deferred' | 'split' };
    row: MembershipRevenueRow;
  };
}

/** `GET /report/{id}/data` of an accounting report: its rows (an empty list until there are any). */
export function useAccountingReport<K extends keyof Reports>(id: K, params: Reports[K]['params'] = {}) {
  return useQuery({
    queryKey: ['accounting', 'report', id, params],
    queryFn: async () => (await get<Reports[K]['row'][] | null>(`/report/${id}/data`, params)) ?? [],
    meta: { errorHeader: 'Report load error' },
  });
}
