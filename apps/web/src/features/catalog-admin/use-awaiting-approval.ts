import { useQuery } from '@tanstack/react-query';
import { get } from '../../lib/api';

/**
 * How many beats await an administrator's approval (issue 31: nothing told them). Under the beat list's
 * key, so an approval from All Beats refreshes it; asked again every minute for producers' new requests.
 */
export function useAwaitingApproval(enabled: boolean) {
  return useQuery({
    queryKey: ['records', 'beat', 'awaiting-approval'],
    queryFn: () => get<{ count: number }>('/beat/awaiting-approval'),
    enabled,
    staleTime: 30_000,
    refetchInterval: enabled ? 60_000 : false,
  });
}
