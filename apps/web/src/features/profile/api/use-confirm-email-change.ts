// Apart from use-account: every page mounts the link handler, and that file pulls the password encoding
// (and with it zod) into the first load.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { accountKey } from './account-key';

export function useConfirmEmailChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => post<{ message: string }>('/account/email/confirm', { token }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: accountKey });
      void qc.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}
