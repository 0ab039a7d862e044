import {
  encodePassword,
  type AccountDeleteInput,
  type AccountEmailInput,
  type AccountNameInput,
  type AccountOverview,
  type AccountPasswordInput,
} from '@beatmarket/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../lib/api';
import { accountKey } from './account-key';

export function useAccount() {
  return useQuery({ queryKey: accountKey, queryFn: () => get<AccountOverview>('/account') });
}

/** Name and newsletter answer with the new overview; the header's name comes from the profile. */
function useOverviewMutation<I>(path: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => post<AccountOverview>(path, input),
    onSuccess: (overview) => {
      qc.setQueryData(accountKey, overview);
      void qc.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}

export const useRename = () => useOverviewMutation<AccountNameInput>('/account/name');
export const useSetNews = () => useOverviewMutation<{ news: boolean }>('/account/news');

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: AccountPasswordInput) =>
      post<{ message: string }>('/account/password', {
        current_password: encodePassword(input.current_password),
        password: encodePassword(input.password),
        password_confirmation: encodePassword(input.password_confirmation),
      }),
  });
}

export function useSetPasswordLink() {
  return useMutation({ mutationFn: () => post<{ message: string }>('/account/password/link') });
}

export function useRequestEmailChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountEmailInput) =>
      post<{ message: string; overview: AccountOverview }>('/account/email', {
        email: input.email,
        current_password: encodePassword(input.current_password),
      }),
    onSuccess: ({ overview }) => qc.setQueryData(accountKey, overview),
  });
}

/** The server ends every session of the account: the browser is logged out with it. */
export function useDeleteAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountDeleteInput) =>
      post<{ message: string }>('/account/delete', {
        current_password: encodePassword(input.current_password),
        confirmation: input.confirmation,
      }),
    onSuccess: () => {
      qc.setQueryData(['profile'], null);
      qc.removeQueries({ queryKey: accountKey });
    },
  });
}
