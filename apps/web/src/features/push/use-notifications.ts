import type { NotificationData, NotificationInput } from '@beatmarket/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../lib/api';

export const NOTIFICATIONS_KEY = ['records', 'notification'];
type Field = 'title' | 'message' | 'available_at' | 'audience' | 'link';

/**
 * The bell's notifications (spec §7): all of them (per_page 0) by available_at ascending. While one
 * is being sent the list polls, so its delivery counts move.
 */
export function useNotifications(enabled = true) {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    enabled,
    queryFn: () => get<NotificationData[]>('/notification/records', { per_page: 0, sort: 'available_at' }),
    refetchInterval: (q) =>
      q.state.data?.some((n) => n.status === 'sending' || (n.status === 'scheduled' && due(n))) ? 2000 : false,
  });
}
const due = (n: NotificationData) => !n.available_at || Date.parse(n.available_at) <= Date.now() + 60_000;

export function useNotificationMutations() {
  const qc = useQueryClient();
  const put = (n: NotificationData) =>
    qc.setQueryData<NotificationData[]>(NOTIFICATIONS_KEY, (old = []) =>
      old.some((x) => x.id === n.id) ? old.map((x) => (x.id === n.id ? n : x)) : [...old, n],
    );
  const settle = (n: NotificationData) => {
    put(n);
    void qc.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  };
  return {
    /** The first field typed creates the record (spec §4). */
    create: useMutation({
      mutationFn: (input: NotificationInput) => post<NotificationData>('/notification/create', input),
      onSuccess: put,
    }),
    /** Autosave of one field (spec §7 `POST /{entity}/{id}/save`). */
    save: useMutation({
      mutationFn: ({ id, field, value }: { id: number; field: Field; value: string | null }) =>
        post<NotificationData>(`/notification/${id}/save`, { field, value }),
      onSuccess: put,
    }),
    send: useMutation({
      mutationFn: (id: number) => post<NotificationData>(`/notification/${id}/send`),
      onSuccess: settle,
    }),
    cancel: useMutation({
      mutationFn: (id: number) => post<NotificationData>(`/notification/${id}/cancel`),
      onSuccess: settle,
    }),
  };
}
