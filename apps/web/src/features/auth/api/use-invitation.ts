import type { InvitationView } from '@beatmarket/shared';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';

export type Invitation = InvitationView;

export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => get<Invitation>(`/user/invitation/${encodeURIComponent(token!)}`),
    enabled: Boolean(token),
    retry: false,
  });
}
