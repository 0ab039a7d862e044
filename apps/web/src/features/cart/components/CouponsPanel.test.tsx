import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import type { Cart, CartCoupon } from '../../../lib/cart';
import { CouponsPanel } from './CouponsPanel';

afterEach(() => vi.unstubAllGlobals());

const offer: CartCoupon = {
  id: 1,
  title: 'Buy 2, get 1 free',
  code: null,
  buy_x: 2,
  get_y: 1,
  percent_off: null,
  redeem_by: '2030-01-01',
  offer: 'Buy 2, get 1 free',
  label: 'Buy 1 more',
  applied: false,
};
const welcome: CartCoupon = {
  id: 2,
  title: 'Welcome',
  code: 'WELCOME10',
  buy_x: 1,
  get_y: 0,
  percent_off: 10,
  redeem_by: '2030-01-01',
  offer: '10% off your order',
  label: 'Eligible',
  applied: true,
};
const cartWith = (coupons: CartCoupon[]): Cart => ({
  items: [],
  store_items: [],
  coupons,
  totals: { subtotal: 0, discount: 0, total: 0, currency: 'USD' },
});
const show = (coupons: CartCoupon[]) =>
  renderRoutes([{ path: '/checkout', element: <CouponsPanel coupons={coupons} /> }], {
    path: '/checkout',
    profile: profile(1),
  });

describe('offers and promo codes on the cart', () => {
  it("shows each offer's label", () => {
    fakeFetch({});
    show([offer, { ...offer, id: 3, title: 'Flash', label: '2 days only!' }]);
    expect(screen.getByText('Buy 1 more')).toBeInTheDocument();
    expect(screen.getByText('2 days only!')).toBeInTheDocument();
  });

  it('shows a refused code under the field and sends a good one', async () => {
    const api = fakeFetch({
      'POST /coupon/rebate/SUMMER25': () =>
        fieldError(410, 'promo_code_expired', 'Promo code', 'This promo code has expired.', 'code'),
      'POST /coupon/rebate/WELCOME10': () => ({ data: cartWith([offer, welcome]), meta: {} }),
    });
    show([offer]);
    const field = screen.getByLabelText('Promo code');
    await userEvent.type(field, 'SUMMER25');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This promo code has expired.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    expect(screen.queryByText('This promo code has expired.')).not.toBeInTheDocument();
    await userEvent.type(field, 'WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(api.sent('POST', '/coupon/rebate/WELCOME10')).toHaveLength(1);
  });

  it('says how long to wait when too many codes were tried (429)', async () => {
    fakeFetch({
      'POST /coupon/rebate/GUESS1': () =>
        fieldError(429, 'rate_limited', 'Too many requests', 'Too many attempts. Please try again in 12 minutes.'),
    });
    show([offer]);
    await userEvent.type(screen.getByLabelText('Promo code'), 'GUESS1');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Too many attempts. Please try again in 12 minutes.')).toBeInTheDocument();
  });

  it('lets the buyer take a code off', async () => {
    const api = fakeFetch({ 'DELETE /coupon/rebate': () => ({ data: cartWith([offer]), meta: {} }) });
    show([offer, welcome]);
    expect(screen.getByText('Promo code WELCOME10')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove promo code WELCOME10' }));
    expect(api.sent('DELETE', '/coupon/rebate')).toHaveLength(1);
  });
});
