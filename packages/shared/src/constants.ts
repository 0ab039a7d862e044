/** Business constants of spec §9, shared by server and web. */
export const APP_VERSION = 'v.2.0.12';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const FIRST_PAGE = 1;
export const DATA_TABLE_PAGE_RANGE = 3;

export const DEBOUNCE_MS = {
  autosuggest: 300,
  textInput: 300,
  dataTableSearch: 500,
  blur: 500,
  loginSubmit: 500,
  focus: 300,
} as const;

export const MIN_SEARCH_LENGTH = 3;
/** Autosuggest fires when a # or @ token is longer than this. */
export const AUTOSUGGEST_MIN_TOKEN_LENGTH = 3;

export const TOAST_DURATION_MS = 7000;
export const TOOLTIP_DURATION_MS = 7000;
export const AD_CLOSE_DELAY_MS = 250;
export const BUFFERING_INDICATOR_MS = 250;
export const SIZE_RECALC_INTERVAL_MS = 250;
export const SIZE_RECALC_MAX_TIMES = 9;
export const COUNTDOWN_TICK_MS = 1000;
export const RESIZE_UPDATE_DELAY_MS = 250;

export const PROMOTION_COOKIE_DAYS = { onceADay: 1, firstVisit: 365 } as const;
export const PLAYER_NO_AUTOPLAY_COOKIE = 'beat-player-no-autoplay';
export const PLAYER_NO_AUTOPLAY_COOKIE_DAYS = 365;

export const RATING_MAX = 5;
export const RATING_STEP = 0.5;
export const VOLUME_MIN = 0;
export const VOLUME_MAX = 100;
export const VOLUME_DEFAULT = 75;
/**
 * Spec §5 circle slider (the player's volume control): a value that is missing or not a number becomes 75,
 * below 0 becomes 0, above 100 becomes 100. The spec's "default 50" is for a slider given no value at all;
 * the volume always starts at VOLUME_DEFAULT (spec §9), so none is ever drawn without one (decision 0083).
 */
export function circleSliderValue(value: unknown): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return VOLUME_DEFAULT;
  return Math.min(VOLUME_MAX, Math.max(VOLUME_MIN, value));
}
export const SEEK_MIN = 0;
export const SEEK_MAX = 100;
export const SEEK_STEP = 0.1;

/** Prices at or above this many cents are shown in smaller text. */
export const LARGE_PRICE_CENTS = 100_000;

export const DATE_FORMAT = 'MM/DD/YYYY';
export const TIME_FORMAT = 'h:mm A';

export const BREAKPOINTS = { xs: 481, sm: 551, md: 841, lg: 1181, tl: 1025, xl: 1381, xxl: 1441 } as const;
export const MOBILE_BREAKPOINT = 1180;
export const TIGHT_BREAKPOINTS = ['xs', 'sm', 'md', 'lg'] as const;
export const BANNER_WIDE_AT = 1180;
export const BANNER_MAX_SLIDE_WIDTH = 320;

export const CALENDAR_GRID_DAYS = 35;
export const CAROUSEL = { scrollFraction: 0.95, transitionMs: 300, playSpeedMs: 2000, wheelThrottleMs: 200 } as const;

export const RESPONSIVE_IMAGE_WIDTHS = [480, 550, 840, 1100, 1280, 1440] as const;
export const RESPONSIVE_IMAGE_DEFAULT_MAP: Record<number, number> = {
  480: 480,
  2300: 840,
  2600: 1100,
  2900: 1280,
  3200: 1440,
};
export const DEFAULT_VIDEO_RATIO = 16 / 9;
export const SHARE_POPUP = { width: 548, height: 325 } as const;

export const SOCIAL_NETWORKS = ['facebook', 'twitter', 'youtube', 'soundcloud', 'instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const PAGE_SLUGS = [
  'artist-features',
  'custom-beats',
  'store',
  'contests',
  'about-us',
  'our-clients',
  'general-faq',
  'beats_faq',
  'artists-faq',
  'usage-policy',
  'privacy-policy',
  'press',
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];
/** Content pages whose text is a policy snippet (the same text the sign-up dialog shows). */
export const PAGE_SNIPPETS: Partial<Record<PageSlug, 'tos' | 'privacy'>> = {
  'usage-policy': 'tos',
  'privacy-policy': 'privacy',
};
/** The content pages' headings (and tab titles), shared by the web page and the server-rendered <head>. */
export const PAGE_TITLES: Record<PageSlug, string> = {
  'artist-features': 'Artist Features',
  'custom-beats': 'Custom Beats',
  store: 'Store',
  contests: 'Contests',
  'about-us': 'About Us',
  'our-clients': 'Our Clients',
  'general-faq': 'General FAQ',
  beats_faq: 'Beats FAQ',
  'artists-faq': 'Artists FAQ',
  'usage-policy': 'Usage Policy',
  'privacy-policy': 'Privacy Policy',
  press: 'Press',
};
