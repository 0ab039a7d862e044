import type { CollaboratorsInput, CollaboratorsView } from '@beatmarket/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../lib/api';

const key = (beatId: number) => ['beat-collaborators', beatId];

/** A beat's collaborators and their shares (decision 0096). */
export function useCollaborators(beatId: number, enabled = true) {
  return useQuery({
    queryKey: key(beatId),
    queryFn: () => get<CollaboratorsView>(`/beat/${beatId}/collaborators`),
    enabled,
  });
}

/** Replaces the whole list; the server checks the accounts and answers the saved list. */
export function useSaveCollaborators(beatId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CollaboratorsInput) => post<CollaboratorsView>(`/beat/${beatId}/collaborators`, input),
    onSuccess: (saved) => qc.setQueryData(key(beatId), saved),
  });
}
