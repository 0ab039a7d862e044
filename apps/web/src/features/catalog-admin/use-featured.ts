import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, post } from '../../lib/api';
import type { Beat } from '../../lib/beat';
import { notifyError } from '../../lib/notify';

/** What the home page's featured section asks for: the same list, in the same order. */
export const FEATURED_QUERY = {
  per_page: 100,
  sort: 'featured',
  filter: JSON.stringify({ placed: 'featured' }),
} as const;
const KEY = ['featured-admin'];

export function useFeatured() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => call<Beat[]>('/beat/records', { query: FEATURED_QUERY }).then((r) => r.data),
  });
}

/**
 * Add, remove and reorder. A reorder shows the new order at once and sends the whole list in one
 * call; if the server refuses it, the list goes back to what the server holds.
 */
export function useFeaturedChanges() {
  const client = useQueryClient();
  const settle = () => {
    void client.invalidateQueries({ queryKey: KEY });
    // The home page and every catalog list that shows positions read them again.
    void client.invalidateQueries({ queryKey: ['records', 'beat'] });
  };
  const reorder = useMutation({
    mutationFn: (beats: Beat[]) => post('/beat/feature_order', { ids: beats.map((b) => b.id) }),
    onMutate: (beats) => client.setQueryData(KEY, beats),
    onError: (err) => notifyError(err, { header: 'The new order was not saved' }),
    onSettled: settle,
  });
  const add = useMutation({
    mutationFn: (id: number) => post(`/beat/${id}/feature`),
    onError: (err) => notifyError(err, { header: 'The beat was not added' }),
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: (id: number) => post(`/beat/${id}/unfeature`),
    onError: (err) => notifyError(err, { header: 'The beat was not removed' }),
    onSettled: settle,
  });
  return { reorder, add, remove };
}
