// Apart from use-signup: every page mounts the link handler, and the sign-up form's password encoding
// would pull zod into the first load.
import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { rememberAppUser } from '../hooks/app-user';

/**
 * The link mailed after sign-up: opening it makes the account, and logs nobody in (whoever opens a
 * link is not necessarily who signed up: login CSRF). The owner logs in next; the header offers Login.
 */
export function useConfirmSignup() {
  return useMutation({
    mutationFn: (token: string) => post<{ message: string }>('/signup/confirm', { token }),
    onSuccess: () => rememberAppUser(),
  });
}
