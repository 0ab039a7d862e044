import { encodePassword, type Profile, type SignupInput } from '@beatmarket/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { rememberAppUser } from '../hooks/app-user';

export function useSignup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SignupInput) => post<Profile>('/signup', { ...input, password: encodePassword(input.password) }),
    onSuccess: (profile) => {
      rememberAppUser();
      qc.setQueryData(['profile'], profile);
    },
  });
}
