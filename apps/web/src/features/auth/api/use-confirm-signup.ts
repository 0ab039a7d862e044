// Apart from use-signup: every page mounts the link handler, and the sign-up form's password encoding
// would pull zod into the first load.
import type { Profile } from '@beatmarket/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { rememberAppUser } from '../hooks/app-user';

/** The link mailed after sign-up: opening it makes the account and logs this browser in. */
export function useConfirmSignup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => post<Profile>('/signup/confirm', { token }),
    onSuccess: (profile) => {
      rememberAppUser();
      qc.setQueryData(['profile'], profile);
    },
  });
}
