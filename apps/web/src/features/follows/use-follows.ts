import type {
  DigestRun,
  FollowerStats,
  FollowInput,
  FollowMessageInput,
  FollowMessageSent,
  FollowState,
  MessagingState,
} from '@beatmarket/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, post } from '../../lib/api';
import { useProfile } from '../../lib/auth/use-profile';
import { notifyError, notifySuccess } from '../../lib/notify';

const key = (producerId: number, viewer: number | null) => ['follow', producerId, viewer];

/** The producer's follower count and whether the viewer follows them (decision 0106). */
export function useFollowState(producerId: number) {
  const { data: profile } = useProfile();
  return useQuery({
    queryKey: key(producerId, profile?.id ?? null),
    queryFn: () => get<FollowState>(`/producer/${producerId}/follow`),
  });
}

/** Follow (with or without the digest), change the digest choice, or unfollow. */
export function useFollow(producerId: number) {
  const qc = useQueryClient();
  const { data: profile } = useProfile();
  return useMutation({
    mutationFn: (input: FollowInput | null) =>
      input === null
        ? del<FollowState>(`/producer/${producerId}/follow`)
        : post<FollowState>(`/producer/${producerId}/follow`, input),
    onSuccess: (state) => qc.setQueryData(key(producerId, profile?.id ?? null), state),
    onError: (err) => notifyError(err),
  });
}

export const useFollowerStats = () =>
  useQuery({ queryKey: ['follower-stats'], queryFn: () => get<FollowerStats>('/followers/stats') });

/** "Send due digests now" (administrators): every beat published until now, each once per follower. */
export function useSendDigests() {
  return useMutation({
    mutationFn: () => post<DigestRun>('/follow-digests/send'),
    onSuccess: (r) =>
      notifySuccess('Digests sent', r.mails ? `${r.mails} mails about ${r.beats} new beats` : 'Nothing was due'),
    onError: (err) => notifyError(err),
  });
}

/** The producer's messages to followers: allowed, and when the next may go (one a day). */
export const useMessagingState = () =>
  useQuery({ queryKey: ['follower-messages'], queryFn: () => get<MessagingState>('/follower-messages') });

export function useSendMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: FollowMessageInput) => post<FollowMessageSent>('/follower-messages', input),
    onSuccess: (r) => {
      notifySuccess('Message sent', `${r.recipients} ${r.recipients === 1 ? 'follower gets' : 'followers get'} it`);
      void qc.invalidateQueries({ queryKey: ['follower-messages'] });
    },
  });
}

/** Administrators: a producer's messages to followers, on or off. */
export function useMessagingSwitch(producerId: number) {
  const qc = useQueryClient();
  const key = ['messaging-switch', producerId];
  const query = useQuery({
    queryKey: key,
    queryFn: () => get<{ enabled: boolean }>(`/producer/${producerId}/messaging`),
  });
  const save = useMutation({
    mutationFn: (enabled: boolean) => post<{ enabled: boolean }>(`/producer/${producerId}/messaging`, { enabled }),
    onSuccess: (r) => qc.setQueryData(key, r),
    onError: (err) => notifyError(err),
  });
  return { query, save };
}

/** The producer's published beats, newest first: what a message to followers can show as cards. */
export function useCardBeats() {
  return useQuery({
    queryKey: ['follow-message-beats'],
    queryFn: async () =>
      (await get<{ id: number; title: string; published_at: string | null }[]>('/dashboard/beats?per_page=100')).filter(
        (b) => b.published_at,
      ),
  });
}
