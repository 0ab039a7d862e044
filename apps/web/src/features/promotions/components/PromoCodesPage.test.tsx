import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { dayFromToday, redeemByDate, type CouponRecord } from '../api/coupons';
import { couponStatus } from './CouponStatus';
import { PromoCodesPage } from './PromoCodesPage';

const OFFER: CouponRecord = {
  id: 1,
  title: 'Buy 2, get 1 free',
  code: null,
  buy_x: 2,
  get_y: 1,
  percent_off: null,
  redeem_by: dayFromToday(30),
  deleted_at: null,
};
const WELCOME: CouponRecord = {
  id: 2,
  title: 'Welcome: 10% off',
  code: 'WELCOME10',
  buy_x: 1,
  get_y: 0,
  percent_off: 10,
  redeem_by: dayFromToday(365),
  deleted_at: null,
};
const FLASH: CouponRecord = {
  id: 3,
  title: 'Flash sale',
  code: 'FLASH15',
  buy_x: 3,
  get_y: 0,
  percent_off: 15,
  redeem_by: dayFromToday(1),
  deleted_at: null,
};
const SUMMER: CouponRecord = {
  id: 4,
  title: 'Summer 25% off',
  code: 'SUMMER25',
  buy_x: 1,
  get_y: 0,
  percent_off: 25,
  redeem_by: dayFromToday(-30),
  deleted_at: null,
};

const listOf = (rows: CouponRecord[], total = rows.length) => ({
  data: rows,
  meta: { total, found: rows.length, page: 1, per_page: 10 },
});
const showPage = () =>
  renderRoutes([{ path: '/promo-codes', element: <PromoCodesPage /> }], { path: '/promo-codes', profile: profile(3) });
const queries = (fn: ReturnType<typeof fakeFetch>['fn']) =>
  fn.mock.calls
    .map(([url]) => String(url))
    .filter((u) => u.includes('/coupon/records'))
    .map((u) => new URL(u, 'http://x').searchParams);

afterEach(() => vi.unstubAllGlobals());

describe('promo codes list (administrators)', () => {
  it('shows each code or store-wide offer with its offer, last day and status', async () => {
    const api = fakeFetch({ 'GET /coupon/records': listOf([OFFER, WELCOME, FLASH, SUMMER], 6) });
    showPage();
    const offer = (await screen.findByText('Buy 2, get 1 free', { selector: 'span' })).closest('tr')!;
    expect(within(offer).getByText('Store-wide offer')).toBeInTheDocument();
    expect(within(offer).getByText('Buy 2, get 1 free', { selector: 'td' })).toBeInTheDocument();
    expect(within(offer).getByText('Active')).toHaveClass('rounded-full');
    const welcome = screen.getByText('WELCOME10').closest('tr')!;
    expect(screen.getByText('WELCOME10')).toHaveClass('font-mono');
    expect(within(welcome).getByText('10% off your order')).toBeInTheDocument();
    expect(within(welcome).getByText(redeemByDate(WELCOME.redeem_by))).toBeInTheDocument();
    const flash = screen.getByText('FLASH15').closest('tr')!;
    expect(within(flash).getByText('15% off 3 or more beats')).toBeInTheDocument();
    expect(within(flash).getByText('Ends in 1 day')).toBeInTheDocument();
    expect(within(screen.getByText('SUMMER25').closest('tr')!).getByText('Expired')).toBeInTheDocument();
    expect(screen.getByText('4 / 6')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Redeem by' })).toHaveAttribute('aria-sort', 'descending');
    expect(queries(api.fn)[0]!.get('sort')).toBe('-redeem_by');
    await userEvent.click(screen.getByRole('button', { name: 'Code' }));
    await waitFor(() => expect(queries(api.fn).at(-1)!.get('sort')).toBe('code'));
  });

  it('lists the archived ones on request, each with a restore button', async () => {
    const api = fakeFetch({
      'GET /coupon/records': () =>
        queries(api.fn).at(-1)!.get('archived')
          ? listOf([{ ...SUMMER, deleted_at: '2030-01-01T00:00:00Z' }], 1)
          : listOf([WELCOME]),
    });
    showPage();
    await screen.findByText('WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Archived' }));
    expect(await screen.findByText('Deleted', { selector: 'span' })).toHaveClass('rounded-full');
    expect(queries(api.fn).at(-1)!.get('archived')).toBe('true');
    expect(screen.getByRole('button', { name: 'Restore #4' })).toBeInTheDocument();
  });

  it('invites the first one when there are none', async () => {
    fakeFetch({ 'GET /coupon/records': listOf([], 0) });
    showPage();
    expect(await screen.findByText('No results found...')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add promo code' })).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: 'Add promo code' })[1]!);
    expect(await screen.findByRole('dialog', { name: 'Add promo code' })).toBeInTheDocument();
  });

  it('labels the status from the last day (UTC days)', () => {
    const now = new Date('2030-06-10T23:00:00Z');
    const at = (redeem_by: string) => couponStatus({ redeem_by, deleted_at: null }, now).label;
    expect([at('2030-06-20'), at('2030-06-12'), at('2030-06-11'), at('2030-06-10'), at('2030-06-09')]).toEqual([
      'Active',
      'Ends in 2 days',
      'Ends in 1 day',
      'Ends today',
      'Expired',
    ]);
    expect(redeemByDate('2030-06-09')).toBe('06/09/2030');
  });
});
