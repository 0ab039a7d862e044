import { clsx } from 'clsx';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { UrlTriggers } from './UrlTriggers';
import { useProfile } from '../../lib/auth/use-profile';
import { useAuthDialog } from '../../lib/auth/auth-dialog-context';
import { useLicenseEditor } from '../../features/cart/editor/license-editor-context';
import { loadAuthDialog } from '../../features/auth/load-auth-dialog';
import { useSupportingData } from '../../lib/use-supporting-data';
import { Bootstrapping } from './Bootstrapping';
import { Footer } from './Footer';
import { Header } from './Header';
import { sideMenuMode } from './menu-items';
import { PlayerBar } from '../../features/player/components/PlayerBar';
import { ScrollManager } from './ScrollManager';
import { SideMenu } from './SideMenu';

// Forms (react-hook-form, zod, the captcha) load when a dialog first opens, never with the page.
const AuthDialog = lazy(() => loadAuthDialog().then((m) => ({ default: m.AuthDialog })));
const ResetPasswordDialog = lazy(() =>
  import('../../features/auth/components/ResetPasswordDialog').then((m) => ({ default: m.ResetPasswordDialog })),
);
const ContactDialog = lazy(() =>
  import('../../features/contact/ContactDialog').then((m) => ({ default: m.ContactDialog })),
);
const LicenseEditorDialog = lazy(() =>
  import('../../features/cart/editor/LicenseEditorDialog').then((m) => ({ default: m.LicenseEditorDialog })),
);
// The promotion banner and ad and the scroll-to-top control (decision 0054) load after the app has started,
// never with the first script; the server renders the banner, and its markup stays in place until this adopts it.
const LateParts = lazy(() => import('./LateParts'));

export function AppLayout() {
  const boot = useSupportingData();
  const profile = useProfile();
  const { pathname, search } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [contactOpen, setContactOpen] = useState(false);
  const dialog = useAuthDialog();
  const licenseEditor = useLicenseEditor();

  // The side menu closes on every route change (spec §2), and on Escape for keyboard users.
  useEffect(() => setMenuOpen(false), [pathname, search]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const { rail } = sideMenuMode(profile.data);
  if (boot.isLoading || profile.isLoading) return <Bootstrapping />;
  if (!boot.data) {
    return (
      <div className="grid min-h-screen place-items-center p-6 text-center text-zinc-300">
        <p>Beatmarket cannot reach its server right now. Please try again in a moment.</p>
      </div>
    );
  }

  return (
    <div className="flex min-h-screen">
      <SideMenu
        profile={profile.data}
        open={menuOpen}
        publicMenu={boot.data.public_menu}
        onContact={() => setContactOpen(true)}
      />
      {menuOpen && (
        <div
          className={clsx('fixed inset-0 z-[25] bg-black/60', rail && 'desk:hidden')}
          onClick={() => setMenuOpen(false)}
          aria-hidden
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <Header
          boot={boot.data}
          profile={profile.data}
          menuOpen={menuOpen}
          onToggleMenu={() => setMenuOpen((o) => !o)}
          onContact={() => setContactOpen(true)}
        />
        <Suspense fallback={null}>
          <LateParts />
        </Suspense>
        {/* At least a screen tall: while a page loads, the footer waits below the fold instead of showing
            and then being pushed down by the content (a layout shift). */}
        <main id="main" className="mx-auto min-h-screen w-full max-w-screen-2xl flex-1 px-4 pt-8 sm:px-8">
          <Suspense fallback={<Spinner className="size-6 text-accent-400" label="Loading page" />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
      <PlayerBar />
      <ScrollManager />
      <UrlTriggers />
      <Suspense fallback={null}>
        {dialog.panel && <AuthDialog />}
        {new URLSearchParams(search).has('password-reset') && <ResetPasswordDialog />}
        {contactOpen && <ContactDialog open onOpenChange={setContactOpen} />}
        {licenseEditor.edit && <LicenseEditorDialog />}
      </Suspense>
    </div>
  );
}
