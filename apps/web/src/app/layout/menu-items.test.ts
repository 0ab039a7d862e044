import { describe, expect, it } from 'vitest';
import { profile } from '../../test/render';
import { activeEntry, sideMenuItems } from './menu-items';

const labels = (role: number | null, cart = 0) =>
  sideMenuItems(role === null ? null : profile(role, { _cart_summary: { count: cart } })).map(
    (i) => `${i.label}${i.narrowOnly ? '*' : ''}`,
  );

describe('side menu entries by role (spec §2)', () => {
  it('a visitor has Home on narrow screens only', () => {
    expect(labels(null)).toEqual(['Home*']);
  });
  it('a buyer has My Profile (narrow unless the cart has items) and My Favorites', () => {
    expect(labels(1)).toEqual(['Home*', 'My Profile*', 'My Favorites', 'Service Orders', 'Offers']);
    expect(labels(1, 2)).toEqual(['Home*', 'My Profile', 'My Favorites', 'Service Orders', 'Offers']);
  });
  it('a producer also has the Dashboard', () => {
    expect(labels(2)).toEqual(['Home*', 'Dashboard', 'My Profile*', 'My Favorites', 'Service Orders', 'Offers']);
  });
  it('an administrator (and a developer) has every back-office entry', () => {
    const admin = labels(3);
    for (const e of [
      'All Beats',
      'Copy Reviews',
      'Orders',
      'All Service Orders',
      'All Offers',
      'Accounting',
      'Users',
      'Beat Intelligence',
      'Slides and Testimonials',
      'Featured',
      'Tags',
      'Memberships',
      'Promotions',
      'Promo Codes',
      'Email Templates',
      'Settings',
    ]) {
      expect(admin).toContain(e);
    }
    expect(labels(4)).toEqual(admin);
    expect(labels(2)).not.toContain('Users');
  });

  it('lights one entry: My Favorites on /profile?tab=favorites, My Profile on /profile', () => {
    const links = sideMenuItems(profile(1)).map((i) => i.to);
    expect(activeEntry(links, '/profile', '?tab=favorites')).toBe('/profile?tab=favorites');
    expect(activeEntry(links, '/profile', '')).toBe('/profile');
    expect(activeEntry(links, '/profile', '?tab=other')).toBe('/profile');
    expect(activeEntry(links, '/users', '')).toBeUndefined();
  });
});
