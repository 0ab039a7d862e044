import { encodePassword, type SignupInput, type SignupResult } from '@beatmarket/shared';
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
