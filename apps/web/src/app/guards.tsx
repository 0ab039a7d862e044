import { hasRole } from '@beatmarket/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Button } from '../components/Button';
import { useProfile } from '../lib/auth/use-profile';
import { useAuthDialog } from '../lib/auth/auth-dialog-context';

export type Access = 'public' | 'login' | 'producer' | 'admin';

/** Admin routes: a logged-in user below administrator goes to /profile, a visitor to / (spec §2). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: profile } = useProfile();
  if (!profile) return <Navigate to="/" replace />;
  if (!hasRole(profile.role, 'ROLE_ADMIN')) return <Navigate to="/profile" replace />;
  return children;
}

/** Producer routes (Dashboard): a logged-in buyer goes to /profile. */
export function RequireProducer({ children }: { children: ReactNode }) {
  const { data: profile } = useProfile();
  if (!profile) return <RequireLogin>{children}</RequireLogin>;
  if (!hasRole(profile.role, 'ROLE_PRODUCER')) return <Navigate to="/profile" replace />;
  return children;
}

/** Login-required routes ask a visitor to log in; losing the session there (logout, 401) goes home. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { data: profile } = useProfile();
  const dialog = useAuthDialog();
  const wasLoggedIn = useRef(Boolean(profile));
  const lostSession = !profile && wasLoggedIn.current;

  useEffect(() => {
    if (profile) wasLoggedIn.current = true;
    else if (!wasLoggedIn.current) dialog.open('login');
  }, [profile, dialog]);

  if (lostSession) return <Navigate to="/" replace />;
  if (!profile) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-white">Please log in</h1>
        <p className="text-zinc-400">This page belongs to your account.</p>
        <Button onClick={() => dialog.open(true)}>Login or sign up</Button>
      </div>
    );
  }
  return children;
}

export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  if (access === 'admin') return <RequireAdmin>{children}</RequireAdmin>;
  if (access === 'producer') return <RequireProducer>{children}</RequireProducer>;
  if (access === 'login') return <RequireLogin>{children}</RequireLogin>;
  return children;
}
