import { encodePassword, type LoginInput, type Profile } from '@beatmarket/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { rememberAppUser } from '../hooks/app-user';

/** The signal lets a closed dialog cancel a login still in flight (spec §4: panel false cancels it). */
export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ signal, ...input }: LoginInput & { signal?: AbortSignal }) =>
      (
        await call<Profile>('/login', {
          method: 'POST',
          body: { email: input.email, password: encodePassword(input.password), recaptcha: input.recaptcha },
          signal,
        })
      ).data,
    onSuccess: (profile) => {
      rememberAppUser();
      qc.setQueryData(['profile'], profile);
    },
  });
}
