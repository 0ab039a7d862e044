import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import { appPlayer } from '../../player/player';
import type { Beat } from './types';

/** Favorite and rate: the server answers with the updated beat, which replaces it in every cached list. */
export function useBeatActions() {
  const qc = useQueryClient();
  const apply = (beat: Beat) => {
    qc.setQueriesData<{ data: Beat[] }>({ queryKey: ['records', 'beat'] }, (old) =>
      old ? { ...old, data: old.data.map((b) => (b.id === beat.id ? beat : b)) } : old,
    );
    qc.setQueryData(['beat', beat.family, beat.slug], beat);
    appPlayer().updateBeat(beat);
  };
  const favor = useMutation({
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
  const rate = useMutation({
    mutationFn: ({ beat, value }: { beat: Beat; value: number }) => post<Beat>(`/beat/${beat.id}/rate`, { value }),
    onSuccess: apply,
    onError: (e) => notifyError(e),
  });
  return { favor, rate };
}

/** Spec §7 stats; failures do not concern the listener. */
export function recordStat(beatId: number, stat: string) {
  void post(`/beat/${beatId}/stat/${stat}`).catch(() => undefined);
}
