/**
 * The web app's routes as the server sees them (apps/web/src/app/routes.tsx, spec §2): which pages
 * have data behind their <head>, which are public and static, and which are never indexed.
 */
export type SiteRoute =
  | { kind: 'home' }
  | { kind: 'beat'; family: 'beat' | 'feature'; slug: string }
  | { kind: 'beat-share'; id: string }
  | { kind: 'producer'; handle: string }
  | { kind: 'content'; slug: string }
  | { kind: 'store-item'; slug: string }
  | { kind: 'static'; path: string; title: string; description: string }
  | { kind: 'private'; title?: string };

/** Public pages without records behind them, with the heading their page shows. */
export const STATIC_PAGES: Record<string, { title: string; description: string }> = {
  '/our-producers': { title: 'Our Producers', description: 'The people behind the beats.' },
  '/mixing-and-mastering-services': {
    title: 'Mixing & Mastering',
    description: 'Send us your vocals and stems; get back a finished record.',
  },
  '/testimonials': { title: 'Testimonials', description: 'What artists say about working with us.' },
  '/membership-plans': {
    title: 'Membership plans',
    description: 'Take a set number of beats every month or year, each under the licence the plan names.',
  },
  '/contests': { title: 'Contests', description: 'Enter a song, vote for your favourite, win prizes.' },
  '/store': {
    title: 'Store',
    description: 'Drum kits, loop packs, preset banks and MIDI packs, royalty-free, delivered as ZIP downloads.',
  },
};

/** Reachable by anyone holding the link, but personal: named as their page names itself, not indexed. */
const TOKEN_PAGES: [pattern: string, title: string][] = [
  ['/verify/:code', 'Licence check'],
  ['/dt/:token', 'Trackouts download'],
  ['/dt/:token/mp3', 'MP3 download'],
  ['/dt/:token/wav', 'WAV download'],
];

/** Login or administrator routes (listed before the public patterns they would otherwise match). */
export const PRIVATE_PATTERNS = [
  '/dashboard',
  '/users',
  '/user/:id',
  '/profile',
  '/beats',
  '/beats-intelligence',
  '/beats/download-builder',
  '/beats/undeclared-samples',
  '/beats/copy-reviews',
  '/beat/new',
  '/feature/new',
  '/beats/:slug/edit',
  '/features/:slug/edit',
  '/subscribe/:id',
  '/subscription/:id',
  '/checkout',
  '/order/:id',
  '/orders',
  '/service-orders',
  '/service-order/:id',
  '/offers',
  '/offers/:id',
  '/accounting',
  '/income-statement/:id',
  '/memberships',
  '/memberships/subscribers',
  '/promotions',
  '/promo-codes',
  '/services',
  '/features',
  '/tags',
  '/slides',
  '/slides/testimonials',
  '/slide/:id',
  '/store-items',
  '/store-item/:id',
  '/email-templates',
  '/email-template/:id',
  '/settings',
  '/mailbox',
  '/contests/:slug/edit',
];

/** Where public pages with records live (robots.txt must leave them open). */
export const PUBLIC_PREFIXES = ['/beats/', '/features/', '/beat/', '/profile/', '/page/', '/contests/', '/store/'];

function match(pattern: string, segments: string[]): string[] | null {
  const parts = pattern.split('/').slice(1);
  if (parts.length !== segments.length) return null;
  const params: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (parts[i]!.startsWith(':')) params.push(segments[i]!);
    else if (parts[i] !== segments[i]) return null;
  }
  return params;
}

/** The route of a path (no query), or null when the web app would show its not-found page. */
export function siteRoute(pathname: string): SiteRoute | null {
  // React Router ignores a trailing slash (/beats/ is the admin list of spec §2).
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let segments: string[];
  try {
    segments = trimmed.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return null;
  }
  // No record has a NUL or a 300-character name; the database would refuse the first one loudly.
  if (segments.some((s) => s.includes('\0') || s.length > 300)) return null;
  if (trimmed === '/' || trimmed === '/home') return { kind: 'home' };
  if (PRIVATE_PATTERNS.some((p) => match(p, segments))) return { kind: 'private' };
  for (const [pattern, title] of TOKEN_PAGES) if (match(pattern, segments)) return { kind: 'private', title };
  const page = STATIC_PAGES[trimmed];
  if (page) return { kind: 'static', path: trimmed, ...page };
  const [first, second] = segments;
  if (segments.length !== 2 || !second) return null;
  if (first === 'beats' || first === 'features')
    return { kind: 'beat', family: first === 'beats' ? 'beat' : 'feature', slug: second };
  if (first === 'beat') return { kind: 'beat-share', id: second };
  if (first === 'profile') return { kind: 'producer', handle: second };
  if (first === 'page') return { kind: 'content', slug: second };
  // A contest's page names itself once loaded; its head says what the list says.
  if (first === 'contests') return { kind: 'static', path: trimmed, ...STATIC_PAGES['/contests']! };
  if (first === 'store') return { kind: 'store-item', slug: second };
  return null;
}
