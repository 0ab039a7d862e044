import type { BeatCreditView } from '@beatmarket/shared';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';

/** Who made the beat with its producer (decision 0096), as the public page names them. */
export function useBeatCredits(beatId: number) {
  return useQuery({
    queryKey: ['beat-credits', beatId],
    queryFn: () => get<BeatCreditView[]>(`/beat/${beatId}/credits`),
    staleTime: 60_000,
  });
}
