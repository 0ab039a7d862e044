import { hasRole, type Profile } from '@beatmarket/shared';

export interface MenuItem {
  label: string;
  to: string;
  /** Shown only on narrow screens (below the 1180 px mobile breakpoint). */
  narrowOnly?: boolean;
  group: 'main' | 'admin';
}

const ADMIN_ITEMS: [string, string][] = [
  ['All Beats', '/beats/'],
  ['Copy Reviews', '/beats/copy-reviews'],
  ['Store Items', '/store-items'],
  ['Orders', '/orders'],
  ['All Service Orders', '/service-orders?all=1'],
  ['All Offers', '/offers?side=all'],
  ['Accounting', '/accounting'],
  ['Users', '/users'],
  ['Beat Intelligence', '/beats-intelligence/'],
  ['Slides and Testimonials', '/slides'],
  ['Featured', '/features'],
  ['Tags', '/tags'],
  ['Memberships', '/memberships'],
  ['Promotions', '/promotions'],
  ['Promo Codes', '/promo-codes'],
  ['Email Templates', '/email-templates'],
  ['Settings', '/settings'],
  ['Mailbox', '/mailbox'],
];

/** The side menu of spec §2, entry by entry with its rule. */
export function sideMenuItems(profile: Profile | null | undefined): MenuItem[] {
  const items: MenuItem[] = [{ label: 'Home', to: '/', narrowOnly: true, group: 'main' }];
  if (!profile) return items;
  if (hasRole(profile.role, 'ROLE_PRODUCER')) items.push({ label: 'Dashboard', to: '/dashboard', group: 'main' });
  items.push({ label: 'My Profile', to: '/profile', narrowOnly: profile._cart_summary.count === 0, group: 'main' });
  items.push({ label: 'My Favorites', to: '/profile?tab=favorites', group: 'main' });
  // Both sides of custom beats, mixing and mastering and features (decision 0088).
  items.push({ label: 'Service Orders', to: '/service-orders', group: 'main' });
  // Offers made and received (decision 0098).
  items.push({ label: 'Offers', to: '/offers', group: 'main' });
  if (hasRole(profile.role, 'ROLE_ADMIN'))
    for (const [label, to] of ADMIN_ITEMS) items.push({ label, to, group: 'admin' });
  return items;
}

/**
 * How the side menu sits on wide screens. Administrators keep it as a rail: their back office is a
 * dozen entries. Everyone else holds one to three, which made a nearly empty 256 px column; their
 * menu opens as a drawer from the Menu button instead (as on phones), and the header carries the
 * same links. A visitor has nothing for wide screens, so gets no Menu button there.
 */
export function sideMenuMode(profile: Profile | null | undefined): { rail: boolean; wideToggle: boolean } {
  const items = sideMenuItems(profile);
  const rail = items.some((i) => i.group === 'admin');
  return { rail, wideToggle: !rail && items.some((i) => !i.narrowOnly) };
}

/**
 * The entry to highlight for the current address. Links may carry a query (My Favorites is
 * /profile?tab=favorites): the most specific entry whose path and query both match wins, so
 * My Profile and My Favorites are never lit together.
 */
export function activeEntry(links: string[], pathname: string, search: string): string | undefined {
  const params = new URLSearchParams(search);
  const matches = links.filter((to) => {
    const [path, query = ''] = to.split('?');
    return path === pathname && [...new URLSearchParams(query)].every(([k, v]) => params.get(k) === v);
  });
  return matches.sort((a, b) => b.length - a.length)[0];
}
