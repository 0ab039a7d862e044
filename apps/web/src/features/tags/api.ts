import type { TagData, TagEdit } from '@beatmarket/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { del, post } from '../../lib/api';

/** Rename, merge or delete one tag; the list, the catalog's cards and the suggestions refresh. */
export function useTagChanges(id: number) {
  const qc = useQueryClient();
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: ['records', 'tag'] });
    void qc.invalidateQueries({ queryKey: ['autosuggest'] });
    void qc.invalidateQueries({ queryKey: ['beat'] });
  };
  return {
    rename: useMutation({ mutationFn: (v: TagEdit) => post<TagData>(`/tag/${id}/save`, v), onSuccess: refresh }),
    merge: useMutation({
      mutationFn: (intoId: number) => post<TagData>(`/tag/${id}/merge`, { into_id: intoId }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: () => del(`/tag/${id}`), onSuccess: refresh }),
  };
}
