import type { PromotionCondition } from './schemas.js';

const DAY_S = 86_400;
/** Spec §9: the viewed cookie of a once-a-day popup lasts a day, of a first-visit one a year. */
export const PROMOTION_COOKIE_MAX_AGE: Partial<Record<PromotionCondition, number>> = {
  once_a_day: DAY_S,
  first_visit: 365 * DAY_S,
};
/** The cookie that marks promotion `id` viewed in this browser. */
export const promotionCookieName = (id: number) => `bm-promo-${id}`;

/**
 * The cookie as `document.cookie` takes it. Conditions without a lifetime of their own (logged in or
 * out, cart empty) get a session cookie: the popup shows once per browser session (decision 0054).
 */
export function promotionCookie(id: number, condition: PromotionCondition, secure = false): string {
  const maxAge = PROMOTION_COOKIE_MAX_AGE[condition];
  return [
    `${promotionCookieName(id)}=1`,
    'Path=/',
    'SameSite=Lax',
    ...(maxAge ? [`Max-Age=${maxAge}`] : []),
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Whether `cookies` (a `document.cookie` string) holds the viewed mark of promotion `id`. */
export const promotionViewed = (cookies: string, id: number) =>
  cookies.split(';').some((c) => c.trim().startsWith(`${promotionCookieName(id)}=`));

export interface Visitor {
  loggedIn: boolean;
  cartCount: number;
  /** The browser's cookies (`document.cookie`). */
  cookies: string;
}

/** Whether the ad shows to this visitor: its condition holds and it was not viewed (spec §4). */
export function adShows(ad: { id: number; condition: PromotionCondition | null }, v: Visitor): boolean {
  if (!ad.condition || promotionViewed(v.cookies, ad.id)) return false;
  switch (ad.condition) {
    case 'logged_in':
      return v.loggedIn;
    case 'logged_out':
      return !v.loggedIn;
    case 'cart_empty':
      return v.cartCount === 0;
    default:
      return true; // first visit, once a day: the cookie alone decides
  }
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}
/** Days, hours, minutes and seconds until `deadline` (whole seconds, rounded down); null once it has passed. */
export function timeLeft(deadline: Date | string, now: number): TimeLeft | null {
  const total = Math.floor((new Date(deadline).getTime() - now) / 1000);
  if (total <= 0) return null;
  return {
    days: Math.floor(total / DAY_S),
    hours: Math.floor((total % DAY_S) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
