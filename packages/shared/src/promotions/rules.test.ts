import { describe, expect, it } from 'vitest';
import { adShows, promotionCookie, promotionViewed, timeLeft } from './rules.js';
import { promotionSchema } from './schemas.js';

const visitor = { loggedIn: false, cartCount: 0, cookies: '' };

describe('promotion cookies (spec §4, §9)', () => {
  it('once-a-day lasts a day, first-visit a year, the others the browser session', () => {
    expect(promotionCookie(7, 'once_a_day')).toBe('bm-promo-7=1; Path=/; SameSite=Lax; Max-Age=86400');
    expect(promotionCookie(7, 'first_visit')).toContain('Max-Age=31536000');
    expect(promotionCookie(7, 'cart_empty', true)).toBe('bm-promo-7=1; Path=/; SameSite=Lax; Secure');
  });
  it('reads the viewed mark of one promotion only', () => {
    expect(promotionViewed('a=1; bm-promo-7=1', 7)).toBe(true);
    expect(promotionViewed('bm-promo-70=1', 7)).toBe(false);
  });
});

describe('adShows', () => {
  it('shows an ad once, and only while its condition holds', () => {
    expect(adShows({ id: 1, condition: 'first_visit' }, visitor)).toBe(true);
    expect(adShows({ id: 1, condition: 'first_visit' }, { ...visitor, cookies: 'bm-promo-1=1' })).toBe(false);
    expect(adShows({ id: 1, condition: null }, visitor)).toBe(false);
    expect(adShows({ id: 1, condition: 'logged_in' }, visitor)).toBe(false);
    expect(adShows({ id: 1, condition: 'logged_in' }, { ...visitor, loggedIn: true })).toBe(true);
    expect(adShows({ id: 1, condition: 'logged_out' }, { ...visitor, loggedIn: true })).toBe(false);
    expect(adShows({ id: 1, condition: 'cart_empty' }, { ...visitor, cartCount: 2 })).toBe(false);
    expect(adShows({ id: 1, condition: 'cart_empty' }, visitor)).toBe(true);
  });
});

describe('timeLeft', () => {
  it('splits the time left into days, hours, minutes and seconds, and ends at zero', () => {
    const now = Date.parse('2026-11-24T00:00:00Z');
    expect(timeLeft('2026-11-26T03:04:05Z', now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(timeLeft('2026-11-24T00:00:00.900Z', now)).toBeNull();
    expect(timeLeft('2026-11-23T00:00:00Z', now)).toBeNull();
  });
});

describe('promotionSchema', () => {
  it('refuses a deadline before the start, on the deadline field', () => {
    const r = promotionSchema.safeParse({
      title: 'Sale',
      type: 'banner',
      published_from: '2026-12-02T00:00:00Z',
      published_to: '2026-12-01T00:00:00Z',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['published_to']);
  });
  it('takes links on the site or https, and empty dates as none', () => {
    const r = promotionSchema.parse({ title: 'Sale', type: 'popup', url: '/beats', published_from: '' });
    expect(r).toMatchObject({ url: '/beats', published_from: null, condition: 'first_visit', coupon_id: null });
    expect(promotionSchema.safeParse({ title: 'x', type: 'banner', url: 'javascript:alert(1)' }).success).toBe(false);
  });
});
