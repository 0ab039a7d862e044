import { encodePassword, type Profile, type SignupInput, type SignupResult } from '@beatmarket/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { rememberAppUser } from '../hooks/app-user';

/** Decision 0019: only an invited sign-up comes back logged in; any other waits for its mailed link. */
export function useSignup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SignupInput) =>
      post<SignupResult>('/signup', { ...input, password: encodePassword(input.password) }),
    onSuccess: ({ profile }) => {
      // This browser now belongs to an app user: the header offers Login next (spec §2).
      rememberAppUser();
      if (profile) qc.setQueryData(['profile'], profile);
    },
  });
}

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
