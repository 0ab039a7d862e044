import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AuthDialog } from '../../features/auth/components/AuthDialog';
import { ResetPasswordDialog } from '../../features/auth/components/ResetPasswordDialog';
import { UrlTriggers } from '../../features/auth/components/UrlTriggers';
import { useProfile } from '../../features/auth/api/use-profile';
import { useSupportingData } from '../../features/boot/api/use-supporting-data';
import { Bootstrapping } from './Bootstrapping';
import { ContactDialog } from '../../features/contact/ContactDialog';
import { Footer } from './Footer';
import { Header } from './Header';
import { PlayerBar } from './PlayerBar';
import { ScrollManager } from './ScrollManager';
import { ScrollToTop } from './ScrollToTop';
import { SideMenu } from './SideMenu';

export function AppLayout() {
  const boot = useSupportingData();
  const profile = useProfile();
  const { pathname, search } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [contactOpen, setContactOpen] = useState(false);

  // The side menu closes on every route change (spec §2).
  useEffect(() => setMenuOpen(false), [pathname, search]);

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
      <SideMenu profile={profile.data} open={menuOpen} publicMenu={boot.data.public_menu} onContact={() => setContactOpen(true)} />
      {menuOpen && <div className="fixed inset-0 z-20 bg-black/60 desk:hidden" onClick={() => setMenuOpen(false)} aria-hidden />}
      <div className="flex min-w-0 flex-1 flex-col">
        <Header boot={boot.data} profile={profile.data} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((o) => !o)} onContact={() => setContactOpen(true)} />
        <main id="main" className="mx-auto w-full max-w-screen-2xl flex-1 px-4 pt-8 sm:px-8">
          <Outlet />
        </main>
        <Footer />
      </div>
      <PlayerBar />
      <ScrollToTop />
      <ScrollManager />
      <UrlTriggers />
      <AuthDialog />
      <ResetPasswordDialog />
      <ContactDialog open={contactOpen} onOpenChange={setContactOpen} />
    </div>
  );
}
