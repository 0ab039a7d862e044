import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import { publishBeat } from '../../../lib/beat-updates';
import type { Beat } from '../../../lib/beat';

/** The server answers favorite and rate with the updated beat, which replaces it in every cached list. */
function useApplyBeat() {
  const qc = useQueryClient();
  return (beat: Beat) => {
    qc.setQueriesData<{ data: Beat[] }>({ queryKey: ['records', 'beat'] }, (old) =>
      old ? { ...old, data: old.data.map((b) => (b.id === beat.id ? beat : b)) } : old,
    );
    qc.setQueryData(['beat', beat.family, beat.slug], beat);
    publishBeat(beat);
  };
}

// One mutation per hook: every card has a favorite button, and an unused mutation observer per card
// is render and subscription work on every page of cards.
export function useFavorite() {
  const qc = useQueryClient();
  const apply = useApplyBeat();
  return useMutation({
    mutationFn: (b: Beat) => post<Beat>(`/beat/${b.id}/${b._favored ? 'unfavor' : 'favor'}`),
    onSuccess: (beat) => {
      apply(beat);
      // The favorites list gains or loses a beat, not just a flag.
      void qc.invalidateQueries({
        queryKey: ['records', 'beat'],
        predicate: (q) => JSON.stringify(q.queryKey).includes('favorites_of'),
      });
    },
    onError: (e) => notifyError(e),
  });
}

export function useRate() {
  const apply = useApplyBeat();
  return useMutation({
    mutationFn: ({ beat, value }: { beat: Beat; value: number }) => post<Beat>(`/beat/${beat.id}/rate`, { value }),
    onSuccess: apply,
    onError: (e) => notifyError(e),
  });
}
