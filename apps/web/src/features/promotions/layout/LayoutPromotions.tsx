import { adShows, type LivePromotionData } from '@beatmarket/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useProfile } from '../../../lib/auth/use-profile';
import { livePromotionsQuery } from '../../../lib/live-promotions';
import { PromotionBanner } from './PromotionBanner';

// The dialog (Radix) loads only for a visitor the ad shows to.
const AdDialog = lazy(() => import('./AdDialog').then((m) => ({ default: m.AdDialog })));

/**
 * The layout's promotions (spec §4), loaded after the app has started (AppLayout imports this lazily):
 * the banner, server-rendered with the page so its space is there from the first paint, and the ad,
 * decided in the browser (its viewed cookie, the login, the cart) and never part of the server's markup.
 */
export default function LayoutPromotions() {
  const live = useQuery(livePromotionsQuery);
  const profile = useProfile();
  const [ad, setAd] = useState<LivePromotionData | null>(null);
  const candidate = live.data?.ad ?? null;
  const loggedIn = Boolean(profile.data);
  const cartCount = profile.data?._cart_summary.count ?? 0;
  // Not over the promotions page itself: the administrator editing the ad would be interrupted by it.
  const editing = useLocation().pathname === '/promotions';
  useEffect(() => {
    if (editing || !candidate || profile.isLoading) return;
    if (adShows(candidate, { loggedIn, cartCount, cookies: document.cookie })) setAd((shown) => shown ?? candidate);
  }, [candidate, loggedIn, cartCount, profile.isLoading, editing]);

  return (
    <>
      {live.data?.banner && <PromotionBanner banner={live.data.banner} serverNow={live.data.now} />}
      {ad && (
        <Suspense fallback={null}>
          <AdDialog ad={ad} onClosed={() => setAd(null)} />
        </Suspense>
      )}
    </>
  );
}
