import type { SupportingData } from '@beatmarket/shared';
import { useQuery } from '@tanstack/react-query';
import { get } from './api';

export const supportingDataQuery = {
  queryKey: ['supporting-data'],
  queryFn: () => get<SupportingData>('/supporting-data'),
  staleTime: 5 * 60_000,
  meta: { silent: true },
};

export function useSupportingData() {
  return useQuery(supportingDataQuery);
}
