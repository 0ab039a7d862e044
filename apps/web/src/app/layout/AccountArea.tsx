import { hasRole, type Profile } from '@beatmarket/shared';
import { Heart, LayoutDashboard } from 'lucide-react';
import { Link, useMatches, useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { useLogout } from '../../features/auth/api/use-logout';
import { useIsAppUser } from '../../features/auth/hooks/app-user';
import { useAuthDialog } from '../../lib/auth/auth-dialog-context';
import { preloadAuthDialog } from '../../features/auth/load-auth-dialog';
import { notifyError } from '../../lib/notify';
import { sideMenuMode } from './menu-items';

const iconLink = 'hidden rounded-full p-2 text-zinc-300 hover:bg-white/5 hover:text-white desk:inline-flex';

/**
 * The header's account corner. Guests: Login on every width (a returning user on a new phone must
 * find it), plus Register for anyone who has not used the app on this browser (spec §2).
 * Users: their name linking to their profile (phones reach it through the drawer's My Profile), and Logout. On wide screens, where only administrators
 * keep a side rail, a producer's Dashboard and everyone's favorites are one click away here.
 */
export function AccountArea({ profile }: { profile: Profile | null | undefined }) {
  const dialog = useAuthDialog();
  const logout = useLogout();
  const navigate = useNavigate();
  const matches = useMatches();
  const existing = useIsAppUser();

  if (!profile) {
    return (
      <>
        <Button
          variant={existing ? 'primary' : 'ghost'}
          size="sm"
          className="max-sm:px-2.5"
          onClick={() => dialog.open('login')}
          onPointerEnter={preloadAuthDialog}
          onFocus={preloadAuthDialog}
        >
          Login
        </Button>
        {!existing && (
          <Button
            size="sm"
            className="max-sm:px-2.5"
            onClick={() => dialog.open('register')}
            onPointerEnter={preloadAuthDialog}
            onFocus={preloadAuthDialog}
          >
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
      const gated = matches.some((m) => {
        const access = (m.handle as { access?: string } | undefined)?.access;
        return access !== undefined && access !== 'public';
      });
      if (gated) navigate('/', { replace: true });
    } catch (err) {
      notifyError(err);
    }
  };
  const initial = (profile.first_name || profile.name || profile.email).charAt(0).toUpperCase();
  // Administrators' rail already holds these links.
  const shortcuts = !sideMenuMode(profile).rail;
  return (
    <>
      {shortcuts && hasRole(profile.role, 'ROLE_PRODUCER') && (
        <Link to="/dashboard" aria-label="Dashboard" title="Dashboard" className={iconLink}>
          <LayoutDashboard className="size-5" />
        </Link>
      )}
      {shortcuts && (
        <Link to="/profile?tab=favorites" aria-label="My Favorites" title="My Favorites" className={iconLink}>
          <Heart className="size-5" />
        </Link>
      )}
      <Link
        to="/profile"
        title={profile.email}
        className="flex min-w-0 items-center gap-2 rounded-full p-1 text-sm font-medium text-zinc-200 hover:bg-white/5 hover:text-white max-sm:hidden lg:pr-3"
      >
        <span
          aria-hidden
          className="grid size-7 shrink-0 place-items-center rounded-full bg-accent-600 text-xs font-bold text-white"
        >
          {initial}
        </span>
        <span className="max-w-32 truncate max-lg:sr-only">{profile.first_name || profile.name}</span>
      </Link>
      <Button variant="secondary" size="sm" className="max-sm:px-2.5" busy={logout.isPending} onClick={doLogout}>
        Logout
      </Button>
    </>
  );
}
