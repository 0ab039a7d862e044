import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/api';

export function usePasswordEmail() {
  return useMutation({ mutationFn: (email: string) => post<{ message: string }>('/password/email', { email }) });
}
