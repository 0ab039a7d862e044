import type { Profile } from '@beatmarket/shared';
import { useQuery } from '@tanstack/react-query';
import { get } from '../api';

// A failed profile load at start-up is ignored (spec §8): the visitor is simply not logged in.
export const profileQuery = {
  queryKey: ['profile'],
  queryFn: () => get<Profile | null>('/profile').catch(() => null),
};

export function useProfile() {
  return useQuery(profileQuery);
}
