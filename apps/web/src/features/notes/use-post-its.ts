import type { PostItColor, PostItData, PostItInput } from '@beatmarket/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, post } from '../../lib/api';

/** Every note of one record (a record rarely has more than a handful; 100 is the page-size ceiling). */
export function usePostIts(entity: string, recordId: string, enabled: boolean) {
  const qc = useQueryClient();
  const key = ['records', 'post_it', entity, recordId];
  const notes = useQuery({
    queryKey: key,
    enabled,
    queryFn: () =>
      get<PostItData[]>('/post_it/records', {
        filter: JSON.stringify({ entity: [entity], record_id: [recordId] }),
        sort: '-created_at',
        per_page: 100,
      }),
  });
  const put = (note: PostItData) =>
    qc.setQueryData<PostItData[]>(key, (old = []) =>
      old.some((n) => n.id === note.id) ? old.map((n) => (n.id === note.id ? note : n)) : [note, ...old],
    );

  const add = useMutation({
    mutationFn: (input: Omit<PostItInput, 'entity' | 'record_id'>) =>
      post<PostItData>('/post_it/create', { ...input, entity, record_id: recordId }),
    onSuccess: put,
  });
  const save = useMutation({
    mutationFn: ({ id, ...patch }: { id: number; body?: string; color?: PostItColor }) =>
      post<PostItData>(`/post_it/${id}/save`, patch),
    onSuccess: put,
  });
  const remove = useMutation({
    mutationFn: (id: number) => del<PostItData>(`/post_it/${id}`),
    onSuccess: (_, id) => qc.setQueryData<PostItData[]>(key, (old = []) => old.filter((n) => n.id !== id)),
  });
  return { notes, add, save, remove };
}
