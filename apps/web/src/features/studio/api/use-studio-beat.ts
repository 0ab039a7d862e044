import type { BeatData } from '@beatmarket/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../lib/api';

/** What the editor reads: the beat view has every field (the owners' ones filled in for them). */
export type StudioBeat = BeatData;

export const studioBeatKey = (family: string, slug: string) => ['studio-beat', family, slug];

/** The beat being edited; while its audio is processing it is read again every 2 s. */
export function useStudioBeat(family: 'beat' | 'feature', slug: string) {
  return useQuery({
    queryKey: studioBeatKey(family, slug),
    queryFn: async () =>
      (await get<StudioBeat[]>('/beat/records', { filter: JSON.stringify({ family, slug }), per_page: 10 }))[0] ?? null,
    refetchInterval: (q) => (q.state.data?.media_state === 'processing' ? 2000 : false),
    meta: { errorHeader: 'Record load error' },
  });
}

/** Saves one field (or a few) and puts the saved beat in place; pages showing the beat refresh. */
export function useSaveBeat(beat: Pick<StudioBeat, 'id' | 'family' | 'slug'>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: Record<string, unknown>) => post<StudioBeat>(`/beat/${beat.id}/save`, change),
    onSuccess: (saved) => setStudioBeat(qc, saved),
  });
}

export function setStudioBeat(qc: ReturnType<typeof useQueryClient>, saved: StudioBeat) {
  qc.setQueryData(studioBeatKey(saved.family, saved.slug), saved);
  void qc.invalidateQueries({ queryKey: ['beat'] });
  void qc.invalidateQueries({ queryKey: ['dashboard'] });
}
