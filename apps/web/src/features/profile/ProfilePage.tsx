import { roleName } from '@beatmarket/shared';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useProfile } from '../../lib/auth/use-profile';
import { AccountSettings } from './components/AccountSettings';
import { AccountSummary, ProfileTabs, type ProfileTab } from './components/ProfileSections';

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
  const tab: ProfileTab =
    asked === 'favorites' || asked === 'purchases' || asked === 'memberships' || asked === 'settings'
      ? asked
      : 'account';
  if (!profile) return null;
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
      <ProfileTabs tab={tab} />
      {tab === 'favorites' ? (
        favorites
      ) : tab === 'purchases' ? (
        purchases
      ) : tab === 'memberships' ? (
        memberships
      ) : tab === 'settings' ? (
        <AccountSettings />
      ) : (
        <AccountSummary profile={profile} />
      )}
    </section>
  );
}
