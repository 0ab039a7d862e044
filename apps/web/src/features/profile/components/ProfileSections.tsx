import { roleName, type Profile } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { Link } from 'react-router';

export type ProfileTab = 'account' | 'favorites' | 'purchases' | 'memberships' | 'settings';

const TABS: [ProfileTab, string, string][] = [
  ['account', '/profile', 'Account'],
  ['favorites', '/profile?tab=favorites', 'Favorites'],
  ['purchases', '/profile?tab=purchases', 'Purchases'],
  ['memberships', '/profile?tab=memberships', 'Memberships'],
  ['settings', '/profile?tab=settings', 'Settings'],
];

const tabClass = (active: boolean) =>
  clsx(
    'rounded-full px-4 py-2 text-sm font-semibold',
    active ? 'bg-white text-zinc-950' : 'text-zinc-300 hover:bg-white/5',
  );

/** The profile's sections, as links (each one an address of its own). */
export function ProfileTabs({ tab }: { tab: ProfileTab }) {
  return (
    <nav aria-label="Profile sections" className="flex flex-wrap gap-2">
      {TABS.map(([id, to, label]) => (
        <Link key={id} to={to} className={tabClass(tab === id)} aria-current={tab === id ? 'page' : undefined}>
          {label}
        </Link>
      ))}
    </nav>
  );
}

/** The Account tab: who the user is, with the way to change it. */
export function AccountSummary({ profile }: { profile: Profile }) {
  return (
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
  );
}
