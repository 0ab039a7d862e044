import { useAuthDialog } from './auth-dialog-context';

/**
 * Wraps a login-gated action (rate, favorite, add to cart, download, buy): a visitor is asked to log
 * in and the action resumes after a successful login; closing the dialog drops it.
 */
export function useRequireLogin() {
  const { requestLogin } = useAuthDialog();
  return <A extends unknown[]>(action: (...args: A) => void) =>
    (...args: A) =>
      requestLogin(() => action(...args));
}
