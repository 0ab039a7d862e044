import { encodePassword, type LoginInput, type Profile } from '@beatmarket/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { rememberAppUser } from '../hooks/app-user';

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => post<Profile>('/login', { email: input.email, password: encodePassword(input.password) }),
    onSuccess: (profile) => {
      rememberAppUser();
      qc.setQueryData(['profile'], profile);
    },
  });
}
