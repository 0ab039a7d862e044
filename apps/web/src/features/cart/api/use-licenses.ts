import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';
import type { LicenseDefinition } from './types';

/** Licence definitions change rarely: one read serves every picker on the page. */
export function useLicenses() {
  return useQuery({
    queryKey: ['license', 'all'],
    queryFn: () => get<LicenseDefinition[]>('/license/records', { per_page: 100 }),
    staleTime: 5 * 60_000,
  });
}
