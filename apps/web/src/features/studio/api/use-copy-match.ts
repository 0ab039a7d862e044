import type { CopyMatchView } from '@beatmarket/shared';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';

/** What the beat's owners are told about its audio matching an earlier beat; null when it matches none. */
export function useCopyMatch(beatId: number) {
  return useQuery({
    queryKey: ['copy-match', beatId],
    queryFn: () => get<CopyMatchView | null>(`/beat/${beatId}/copy-match`),
  });
}
