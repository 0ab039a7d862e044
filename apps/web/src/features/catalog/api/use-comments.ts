import type { CommentData } from '@beatmarket/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, post } from '../../../lib/api';

export type BeatComment = CommentData;

export function useComments(beatId: number) {
  const qc = useQueryClient();
  const key = ['comments', beatId];
  const list = useQuery({
    queryKey: key,
    queryFn: () =>
      get<BeatComment[]>('/comment/records', { filter: JSON.stringify({ beat_id: beatId }), per_page: 50 }),
  });
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: key });
    void qc.invalidateQueries({ queryKey: ['beat'] });
  };
  const add = useMutation({
    mutationFn: (body: string) => post<BeatComment>('/comment/create', { beat_id: beatId, body }),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: number) => del(`/comment/${id}`), onSuccess: refresh });
  return { list, add, remove };
}
