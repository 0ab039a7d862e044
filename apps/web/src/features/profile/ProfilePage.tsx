import { roleName } from '@beatmarket/shared';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useProfile } from '../../lib/auth/use-profile';
import { AccountSettings } from './components/AccountSettings';

/** The Favorites, Purchases and Memberships tabs show the catalog's, orders' and subscriptions' lists, which app/ passes in. */
export function ProfilePage({
  favorites,
  purchases,
  memberships,
}: {
  favorites?: ReactNode;
  purchases?: ReactNode;
  memberships?: ReactNode;
}) {
  const { data: profile } = useProfile();
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const tab =
    asked === 'favorites' || asked === 'purchases' || asked === 'memberships' || asked === 'settings'
      ? asked
      : 'account';
  if (!profile) return null;
  const tabClass = (active: boolean) =>
    clsx(
      'rounded-full px-4 py-2 text-sm font-semibold',
      active ? 'bg-white text-zinc-950' : 'text-zinc-300 hover:bg-white/5',
    );
  return (
    <section className="flex flex-col gap-8">
      <header className="flex flex-wrap items-center gap-5">
        <div
          className="grid size-20 place-items-center rounded-full bg-gradient-to-br from-accent-400 to-accent-700 text-3xl font-black text-white"
          aria-hidden
        >
          {profile.first_name.slice(0, 1)}
          {profile.last_name.slice(0, 1)}
        </div>
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-white">{profile.name}</h1>
          <p className="text-zinc-400">
            {profile.email} · {roleName(profile.role)}
          </p>
        </div>
      </header>
      <nav aria-label="Profile sections" className="flex flex-wrap gap-2">
        <Link
          to="/profile"
          className={tabClass(tab === 'account')}
          aria-current={tab === 'account' ? 'page' : undefined}
        >
          Account
        </Link>
        <Link
          to="/profile?tab=favorites"
          className={tabClass(tab === 'favorites')}
          aria-current={tab === 'favorites' ? 'page' : undefined}
        >
          Favorites
        </Link>
        <Link
          to="/profile?tab=purchases"
          className={tabClass(tab === 'purchases')}
          aria-current={tab === 'purchases' ? 'page' : undefined}
        >
          Purchases
        </Link>
        <Link
          to="/profile?tab=memberships"
          className={tabClass(tab === 'memberships')}
          aria-current={tab === 'memberships' ? 'page' : undefined}
        >
          Memberships
        </Link>
        <Link
          to="/profile?tab=settings"
          className={tabClass(tab === 'settings')}
          aria-current={tab === 'settings' ? 'page' : undefined}
        >
          Settings
        </Link>
      </nav>
      {tab === 'favorites' ? (
        favorites
      ) : tab === 'purchases' ? (
        purchases
      ) : tab === 'memberships' ? (
        memberships
      ) : tab === 'settings' ? (
        <AccountSettings />
      ) : (
        <div className="flex flex-col gap-4">
          <dl className="grid max-w-2xl gap-4 rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-white/5 sm:grid-cols-2">
            {[
              ['First name', profile.first_name],
              ['Last name', profile.last_name],
              ['Email', profile.email],
              ['Nickname', profile.nickname ?? '—'],
              ['Newsletter', profile.news ? 'Subscribed' : 'Not subscribed'],
              ['Role', roleName(profile.role)],
            ].map(([k, v]) => (
              <div key={k}>
                <dt className="text-xs uppercase tracking-widest text-zinc-400">{k}</dt>
                <dd className="mt-1 text-zinc-100">{v}</dd>
              </div>
            ))}
          </dl>
          <Link
            to="/profile?tab=settings"
            className="self-start text-sm font-semibold text-accent-300 hover:text-accent-400 hover:underline"
          >
            Change your name, email, password or newsletter choice
          </Link>
        </div>
      )}
    </section>
  );
}
