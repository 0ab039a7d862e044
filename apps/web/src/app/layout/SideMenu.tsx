import { isAdmin, type Profile, type PublicMenuItem } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../components/Logo';
import { useHeldUploadCount } from '../../features/catalog-admin/copies/use-copy-reviews';
import { useAwaitingApproval } from '../../features/catalog-admin/use-awaiting-approval';
import { setStealthMode, useStealthMode } from '../../lib/auth/stealth-mode';
import { activeEntry, sideMenuItems, sideMenuMode, type MenuItem } from './menu-items';

/** All Beats carries the count of beats awaiting approval; Copy Reviews, of uploads held as possible copies. */
const ALL_BEATS = '/beats/';
const COPY_REVIEWS = '/beats/copy-reviews';

interface Waiting {
  count: number;
  /** What the count is of, for screen readers. */
  what: string;
}

function Entry({ item, active, waiting }: { item: MenuItem; active: string | undefined; waiting?: Waiting }) {
  const isActive = item.to === active;
  return (
    <Link
      to={item.to}
      aria-current={isActive ? 'page' : undefined}
      className={clsx(
        'block rounded-xl px-3 py-2 text-sm font-medium transition',
        item.narrowOnly && 'desk:hidden',
        isActive ? 'bg-accent-500/15 text-accent-300' : 'text-zinc-300 hover:bg-white/5 hover:text-white',
      )}
    >
      {item.label}
      {/* The space keeps "All Beats 2 awaiting approval" apart for screen readers. */}
      {waiting && waiting.count > 0 && ' '}
      {waiting && waiting.count > 0 && (
        <span className="ml-2 rounded-full bg-amber-400/20 px-2 py-0.5 text-xs font-semibold text-amber-200">
          {waiting.count} <span className="sr-only">{waiting.what}</span>
        </span>
      )}
    </Link>
  );
}

/** Left navigation: a drawer on narrow screens, and on wide ones too except for administrators' rail. */
interface Props {
  profile: Profile | null | undefined;
  open: boolean;
  publicMenu: PublicMenuItem[];
  onContact(): void;
}

export function SideMenu({ profile, open, publicMenu, onContact }: Props) {
  const items = sideMenuItems(profile);
  const { pathname, search } = useLocation();
  const explore = publicMenu.flatMap((i) => i.children ?? [i]);
  const active = activeEntry(
    [...items.map((i) => i.to), ...explore.flatMap((i) => (i.path ? [i.path] : []))],
    pathname,
    search,
  );
  const { rail } = sideMenuMode(profile);
  const awaiting = useAwaitingApproval(isAdmin(profile?.role)).data?.count ?? 0;
  const held = useHeldUploadCount(isAdmin(profile?.role)).data?.count ?? 0;
  const waiting: Record<string, Waiting> = {
    [ALL_BEATS]: { count: awaiting, what: 'awaiting approval' },
    [COPY_REVIEWS]: { count: held, what: 'held for review' },
  };
  const main = items.filter((i) => i.group === 'main');
  const admin = items.filter((i) => i.group === 'admin');
  const stealth = useStealthMode();
  return (
    <aside
      id="side-menu"
      className={clsx(
        'fixed inset-y-0 left-0 z-30 w-64 shrink-0 overflow-y-auto border-r border-white/5 bg-zinc-950/95 px-4 pb-28 pt-5 backdrop-blur transition-[transform,visibility]',
        open ? 'translate-x-0' : '-translate-x-full',
        // Closed drawers leave the keyboard order too.
        !open && 'invisible',
        rail && 'desk:visible desk:sticky desk:top-0 desk:h-screen desk:translate-x-0',
      )}
    >
      <div className={clsx('mb-6 px-2', rail && 'desk:hidden')}>
        <Logo />
      </div>
      <nav aria-label="Side menu" className="flex flex-col gap-6">
        <div className="flex flex-col gap-1">
          {main.map((i) => (
            <Entry key={i.to} item={i} active={active} />
          ))}
        </div>
        {(!isAdmin(profile?.role) || stealth) && (
          // Phones have no room for the public menu in the header; it lives in the drawer there.
          <div className="flex flex-col gap-1 md:hidden">
            <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-widest text-zinc-400">Explore</p>
            {explore.map((i) =>
              i.action === 'contact' ? (
                <button
                  key={i.id}
                  type="button"
                  onClick={onContact}
                  className="rounded-xl px-3 py-2 text-left text-sm font-medium text-zinc-300 hover:bg-white/5 hover:text-white"
                >
                  {i.label}
                </button>
              ) : i.path ? (
                <Entry key={i.id} item={{ label: i.label, to: i.path, group: 'main' }} active={active} />
              ) : null,
            )}
          </div>
        )}
        {admin.length > 0 && (
          <div className="flex flex-col gap-1">
            <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-widest text-zinc-400">Back office</p>
            {admin.map((i) => (
              <Entry key={i.to} item={i} active={active} waiting={waiting[i.to]} />
            ))}
            {/* Stealth mode (spec §3): the public menu and pages as visitors see them, rights unchanged. */}
            <button
              type="button"
              aria-pressed={stealth}
              onClick={() => setStealthMode(!stealth)}
              className="mt-2 rounded-xl px-3 py-2 text-left text-sm font-medium text-zinc-400 ring-1 ring-inset ring-white/10 hover:bg-white/5 hover:text-white"
            >
              {stealth ? 'Stealth mode: on' : 'Stealth mode: off'}
              <span className="block text-xs font-normal text-zinc-400">
                {stealth ? 'Seeing the site as visitors do' : 'See the site as visitors do'}
              </span>
            </button>
          </div>
        )}
      </nav>
    </aside>
  );
}
