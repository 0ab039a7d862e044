import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useProfile } from '../../../lib/auth/use-profile';
import { isAppUser } from './app-user';
import { AuthDialogContext, type AuthDialogState, type AuthPanel } from '../../../lib/auth/auth-dialog-context';

// The layout mounts the auth dialog only while a panel is open, so the note shown after it closes lives here.
const SignupSent = lazy(() => import('../components/SignupSent').then((m) => ({ default: m.SignupSent })));

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const { data: profile } = useProfile();
  const [panel, setPanel] = useState<AuthPanel | null>(null);
  const [invitationToken, setInvitationToken] = useState<string | null>(null);
  const [sentMessage, signupSent] = useState<string | null>(null);
  const previous = useRef<AuthPanel>('login');
  const pending = useRef<(() => void) | null>(null);

  const open = useCallback((next: AuthPanel | boolean) => {
    if (next === false) {
      pending.current = null;
      setPanel(null);
      return;
    }
    const target: AuthPanel = next === true ? (isAppUser() ? 'login' : 'register') : next;
    setPanel((current) => {
      if ((target === 'tos' || target === 'privacy') && current && current !== 'tos' && current !== 'privacy')
        previous.current = current;
      return target;
    });
  }, []);

  const closePolicy = useCallback(() => setPanel(previous.current), []);

  const requestLogin = useCallback(
    (action: () => void) => {
      if (profile) return action();
      pending.current = action;
      open(true);
    },
    [profile, open],
  );

  const loggedIn = useCallback(() => {
    setPanel(null);
    const action = pending.current;
    pending.current = null;
    // The action runs once the new profile has rendered, like a click made by the logged-in user.
    if (action) setTimeout(action, 0);
  }, []);

  const value = useMemo<AuthDialogState>(
    () => ({
      panel,
      formPanel: previous.current,
      invitationToken,
      open,
      closePolicy,
      requestLogin,
      loggedIn,
      setInvitationToken,
      signupSent,
    }),
    [panel, invitationToken, open, closePolicy, requestLogin, loggedIn],
  );
  return (
    <AuthDialogContext.Provider value={value}>
      {children}
      {sentMessage !== null && (
        <Suspense>
          <SignupSent message={sentMessage} onClose={() => signupSent(null)} />
        </Suspense>
      )}
    </AuthDialogContext.Provider>
  );
}
