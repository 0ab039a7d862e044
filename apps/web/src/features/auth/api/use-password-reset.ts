import { encodePassword, type PasswordResetInput } from '@beatmarket/shared';
import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/api';

export function usePasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetInput) =>
      post<{ message: string }>('/password/reset', {
        ...input,
        password: encodePassword(input.password),
        password_confirmation:
          input.password_confirmation === undefined ? undefined : encodePassword(input.password_confirmation),
      }),
  });
}
