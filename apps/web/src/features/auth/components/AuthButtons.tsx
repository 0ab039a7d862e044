import type { Profile } from '@beatmarket/shared';
import { useMatches, useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { notifyError } from '../../../lib/notify';
import { useLogout } from '../api/use-logout';
import { isAppUser } from '../hooks/app-user';
import { useAuthDialog } from '../hooks/auth-dialog-context';

/** Guests see Register or Login (Login once they have used the app here); users see Logout. */
export function AuthButtons({ profile }: { profile: Profile | null | undefined }) {
  const dialog = useAuthDialog();
  const logout = useLogout();
  const navigate = useNavigate();
  const matches = useMatches();

  if (!profile) {
    const existing = isAppUser();
    return (
      <>
        <Button variant="ghost" size="sm" className={existing ? '' : 'max-sm:hidden'} onClick={() => dialog.open('login')}>
          Login
        </Button>
        {!existing && (
          <Button size="sm" onClick={() => dialog.open('register')}>
            Register
          </Button>
        )}
      </>
    );
  }

  const doLogout = async () => {
    try {
      await logout.mutateAsync();
      // Spec §2: after logout, a login-required route sends the user home.
      const gated = matches.some((m) => (m.handle as { access?: string } | undefined)?.access && (m.handle as { access: string }).access !== 'public');
      if (gated) navigate('/', { replace: true });
    } catch (err) {
      notifyError(err);
    }
  };
  return (
    <>
      <span className="hidden max-w-40 truncate px-2 text-sm text-zinc-300 lg:inline" title={profile.email}>
        {profile.first_name}
      </span>
      <Button variant="secondary" size="sm" busy={logout.isPending} onClick={doLogout}>
        Logout
      </Button>
    </>
  );
}
