import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';

export interface Invitation {
  first_name: string;
  last_name: string;
  email: string;
}

export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => get<Invitation>(`/user/invitation/${encodeURIComponent(token!)}`),
    enabled: Boolean(token),
    retry: false,
  });
}
