import { isAdmin, SOCIAL_NETWORKS, type Profile, type SupportingData } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { Menu, Search, ShoppingCart } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Logo } from '../../components/Logo';
import { SocialIcon } from '../../components/SocialIcon';
import { SearchHelp } from '../../features/catalog/components/SearchHelp';
import { SearchInput } from '../../features/catalog/components/SearchInput';
import { useStealthMode } from '../../lib/auth/stealth-mode';
import { useDraft } from '../../lib/use-draft';
import { PushBellButton } from '../../features/push/PushBellButton';
import { AccountArea } from './AccountArea';
import { sideMenuMode } from './menu-items';
import { PublicMenu } from './PublicMenu';

interface Props {
  boot: SupportingData;
  profile: Profile | null | undefined;
  menuOpen: boolean;
  onToggleMenu(): void;
  onContact(): void;
}

export function Header({ boot, profile, menuOpen, onToggleMenu, onContact }: Props) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  // The catalog search lives on the home page; elsewhere ?search= belongs to that page's own list.
  const current = pathname === '/' || pathname === '/home' ? (params.get('search') ?? '') : '';
  // A search made elsewhere (the home page's box, a tag link) shows here too.
  const [q, setQ] = useDraft(current);
  const admin = isAdmin(profile?.role);
  // In stealth mode an administrator gets the visitors' public menu (spec §2, §3).
  const stealth = useStealthMode();
  const adminMenu = admin && !stealth;
  const { wideToggle } = sideMenuMode(profile);
  // A network without a link is hidden; with none, so is the label (a fresh install has none).
  const networks = SOCIAL_NETWORKS.filter((n) => boot.social_links[n]);
  const search = (e: FormEvent) => {
    e.preventDefault();
    navigate(q.trim() ? `/?search=${encodeURIComponent(q.trim())}` : '/');
  };

  return (
    <header role="banner" className="sticky top-0 z-20 border-b border-white/5 bg-zinc-950/80 backdrop-blur-xl">
      <div className="hidden items-center justify-between gap-4 border-b border-white/5 px-6 py-1.5 text-xs text-zinc-400 md:flex">
        <p>
          <span className="font-semibold text-zinc-200">{boot.tagline}</span> <span className="text-zinc-400">·</span>{' '}
          {boot.slogan}
        </p>
        {networks.length > 0 && (
          <div className="flex items-center gap-3">
            <span>Follow us</span>
            {networks.map((n) => (
              <a
                key={n}
                href={boot.social_links[n]}
                target="_blank"
                rel="noreferrer"
                aria-label={`Beatmarket on ${n}`}
                className="hover:text-white"
              >
                <SocialIcon network={n} className="size-3.5" />
              </a>
            ))}
          </div>
        )}
      </div>
      <div className="flex items-center gap-2 px-3 py-3 sm:gap-3 sm:px-6">
        <button
          type="button"
          onClick={onToggleMenu}
          aria-label="Menu"
          aria-controls="side-menu"
          aria-expanded={menuOpen}
          className={clsx(
            'rounded-full p-2 text-zinc-300 hover:bg-white/5 hover:text-white',
            !wideToggle && 'desk:hidden',
          )}
        >
          <Menu className="size-5" />
        </button>
        <Link to="/" className="shrink-0" aria-label="Beatmarket home">
          <Logo />
        </Link>
        <SearchForm
          value={q}
          onChange={setQ}
          onSubmit={search}
          className="relative mx-2 hidden min-w-0 flex-1 items-center gap-1 md:flex md:max-w-xl"
        />
        {adminMenu && (
          <div className="hidden md:block">
            <PublicMenu items={boot.public_menu} admin onContact={onContact} />
          </div>
        )}
        <div className="ml-auto flex items-center gap-1.5">
          {admin && <PushBellButton />}
          {/* A guest's cart is always empty (adding needs a login): phones give its room to Login and Register. */}
          <Link
            to="/checkout"
            aria-label={`Cart, ${profile?._cart_summary.count ?? 0} items`}
            className={clsx(
              'relative rounded-full p-2 text-zinc-300 hover:bg-white/5 hover:text-white',
              !profile && 'max-sm:hidden',
            )}
          >
            <ShoppingCart className="size-5" />
            <span className="absolute -right-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-accent-600 px-1 text-[11px] font-bold text-white">
              {profile?._cart_summary.count ?? 0}
            </span>
          </Link>
          <AccountArea profile={profile} />
        </div>
      </div>
      <div className="px-4 pb-3 md:hidden">
        <SearchForm value={q} onChange={setQ} onSubmit={search} className="relative flex items-center gap-1" />
      </div>
      {!adminMenu && (
        <div className="hidden border-t border-white/5 px-4 sm:px-5 md:block">
          <PublicMenu items={boot.public_menu} admin={false} onContact={onContact} />
        </div>
      )}
    </header>
  );
}

/** The header's search (wide and narrow layouts): the hint of spec §2, autosuggest and the help dialog. */
function SearchForm({
  value,
  onChange,
  onSubmit,
  className,
}: {
  value: string;
  onChange(v: string): void;
  onSubmit(e: FormEvent): void;
  className: string;
}) {
  return (
    // Before the app runs (decision 0042), Enter submits the form itself: to the home page's results.
    <form role="search" action="/" onSubmit={onSubmit} className={className}>
      <Search
        className="pointer-events-none absolute left-3.5 top-1/2 z-10 size-4 -translate-y-1/2 text-zinc-400"
        aria-hidden
      />
      <SearchInput
        name="search"
        aria-label="Search beats"
        value={value}
        onValueChange={onChange}
        placeholder='i.e. "Love it" @producer #HipHop bpm:50-100'
        className="h-10 w-full rounded-full bg-zinc-900 pl-10 pr-4 text-sm text-zinc-100 ring-1 ring-inset ring-white/10 placeholder:text-zinc-400 focus:outline-none focus:ring-2 focus:ring-accent-400"
      />
      <SearchHelp />
    </form>
  );
}
