import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';

export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => post<null>('/logout'),
    onSuccess: () => {
      qc.setQueryData(['profile'], null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'profile' && q.queryKey[0] !== 'supporting-data' });
    },
  });
}
