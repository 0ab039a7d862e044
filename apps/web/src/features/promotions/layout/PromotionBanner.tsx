import type { LivePromotionData } from '@beatmarket/shared';
import { timeLeft } from '@beatmarket/shared';
import { ArrowRight, Tag } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Countdown } from './Countdown';

/** A link on the site goes through the router; an outside address opens in a new tab. */
export function PromotionLink({ url, className, children }: { url: string; className: string; children: ReactNode }) {
  if (url.startsWith('/'))
    return (
      <Link to={url} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  );
}

/** Ticks every second (spec §9) from `start`, the server's clock at render, so hydration matches its markup. */
function useNow(start: number, ticking: boolean): number {
  const [now, setNow] = useState(start);
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/**
 * The layout's promotion banner (spec §4): the first published banner, with its promo code's offer and,
 * with a deadline, the countdown; it goes away when the countdown reaches zero. One line at a fixed
 * height, so the page below never moves while it ticks.
 */
export function PromotionBanner({ banner, serverNow }: { banner: LivePromotionData; serverNow: string }) {
  const now = useNow(Date.parse(serverNow), banner.deadline !== null);
  if (banner.deadline && !timeLeft(banner.deadline, now)) return null;
  return (
    <aside
      aria-label="Promotion"
      className="flex h-11 items-center gap-3 bg-gradient-to-r from-accent-700 via-accent-600 to-fuchsia-600 px-3 text-sm text-white sm:px-6"
    >
      <Tag className="hidden size-4 shrink-0 sm:block" aria-hidden />
      <p className="min-w-0 flex-1 truncate">
        <span className="font-semibold">{banner.title}</span>
        {banner.offer && <span className="text-white/85"> · {banner.offer}</span>}
      </p>
      {banner.deadline && <Countdown deadline={banner.deadline} now={now} />}
      {banner.url && (
        <PromotionLink
          url={banner.url}
          className="inline-flex shrink-0 items-center gap-1 rounded-full bg-white p-1.5 text-xs font-semibold text-accent-700 hover:bg-white/90 sm:px-3 sm:py-1"
        >
          <span className="sr-only sm:not-sr-only">Shop now</span>
          <ArrowRight className="size-3.5" aria-hidden />
        </PromotionLink>
      )}
    </aside>
  );
}
