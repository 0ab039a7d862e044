import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';
import type { Beat } from '../../../lib/beat';

/** A beat by family and slug (the beat page's address). */
export function useBeatBySlug(family: 'beat' | 'feature', slug: string) {
  return useQuery({
    queryKey: ['beat', family, slug],
    queryFn: async () =>
      (await get<Beat[]>('/beat/records', { filter: JSON.stringify({ family, slug }), per_page: 10 }))[0] ?? null,
  });
}

export function useBeatById(id: string) {
  return useQuery({
    queryKey: ['beat', 'id', id],
    queryFn: () => get<Beat>(`/beat/${encodeURIComponent(id)}`),
    retry: false,
  });
}
