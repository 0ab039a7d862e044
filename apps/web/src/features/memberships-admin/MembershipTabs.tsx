import { NavLink } from 'react-router';

/** Plans and the people on them: two lists of one back-office entry. */
export function MembershipTabs() {
  const tab = ({ isActive }: { isActive: boolean }) =>
    `rounded-full px-4 py-1.5 text-sm font-medium ${isActive ? 'bg-accent-500/20 text-accent-200' : 'text-zinc-400 hover:text-white'}`;
  return (
    <nav aria-label="Memberships" className="mb-6 flex gap-2">
      <NavLink to="/memberships" end className={tab}>
        Plans
      </NavLink>
      <NavLink to="/memberships/subscribers" className={tab}>
        Subscribers
      </NavLink>
    </nav>
  );
}
