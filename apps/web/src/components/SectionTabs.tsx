import { NavLink } from 'react-router';

const tab = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-4 py-1.5 text-sm font-medium ${isActive ? 'bg-accent-500/20 text-accent-200' : 'text-zinc-400 hover:text-white'}`;

/** The lists of one back-office entry as tabs; the first tab's path matches only itself. */
export function SectionTabs({ label, tabs }: { label: string; tabs: { to: string; label: string }[] }) {
  return (
    <nav aria-label={label} className="mb-6 flex gap-2">
      {tabs.map((t, i) => (
        <NavLink key={t.to} to={t.to} end={i === 0} className={tab}>
          {t.label}
        </NavLink>
      ))}
    </nav>
  );
}
