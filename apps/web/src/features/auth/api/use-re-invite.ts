import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/api';

export function useReInvite() {
  return useMutation({ mutationFn: (email: string) => post<{ message: string }>('/user/re-invite', { email }) });
}
