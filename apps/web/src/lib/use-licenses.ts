import { useQuery } from '@tanstack/react-query';
import type { LicenseData } from '@beatmarket/shared';
import { get } from './api';

/** Licence definitions change rarely: one read serves every picker on the page. */
export function useLicenses() {
  return useQuery({
    queryKey: ['license', 'all'],
    queryFn: () => get<LicenseData[]>('/license/records', { per_page: 100 }),
    staleTime: 5 * 60_000,
  });
}
