import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { dayFromToday } from '../api/coupons';
import { PromoCodesPage } from './PromoCodesPage';

const empty = { data: [], meta: { total: 0, found: 0 } };
const openForm = async () => {
  renderRoutes([{ path: '/promo-codes', element: <PromoCodesPage /> }], {
    path: '/promo-codes',
    profile: profile(3),
    wrap: (n) => (
      <>
        {n}
        <Toaster />
      </>
    ),
  });
  await userEvent.click((await screen.findAllByRole('button', { name: 'Add promo code' }))[0]!);
  return screen.getByRole('dialog', { name: 'Add promo code' });
};
const retype = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
};

afterEach(() => vi.unstubAllGlobals());

describe('adding a promo code', () => {
  it('sends a percent-off code upper-cased, with the day chosen', async () => {
    const api = fakeFetch({
      'GET /coupon/records': empty,
      'POST /coupon/create': (body) => ({ data: { id: 9, deleted_at: null, ...(body as object) } }),
    });
    const dialog = await openForm();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Spring sale');
    await userEvent.type(within(dialog).getByLabelText('Code'), 'spring20');
    await retype(within(dialog).getByLabelText('Percent off'), '20');
    await retype(within(dialog).getByLabelText('Redeem by'), '04/30/2030{Enter}');
    expect(within(dialog).getByText('20% off your order')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.sent('POST', '/coupon/create')).toHaveLength(1));
    expect(api.sent('POST', '/coupon/create')[0]!.body).toEqual({
      title: 'Spring sale',
      code: 'SPRING20',
      buy_x: 1,
      get_y: 0,
      percent_off: 20,
      redeem_by: '2030-04-30',
    });
    expect(await screen.findByText('Promo code SPRING20 added')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends free beats as percent_off null, and no code as a store-wide offer', async () => {
    const api = fakeFetch({
      'GET /coupon/records': empty,
      'POST /coupon/create': (body) => ({ data: { id: 9, deleted_at: null, ...(body as object) } }),
    });
    const dialog = await openForm();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Bogo');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Free beats \(buy X get Y\)/ }));
    expect(within(dialog).queryByLabelText('Percent off')).not.toBeInTheDocument();
    await retype(within(dialog).getByLabelText('Buy (paid beats)'), '2');
    expect(within(dialog).getByLabelText('Get (free beats)')).toHaveValue(1);
    expect(within(dialog).getByText('Buy 2, get 1 free')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.sent('POST', '/coupon/create')).toHaveLength(1));
    expect(api.sent('POST', '/coupon/create')[0]!.body).toEqual({
      title: 'Bogo',
      code: null,
      buy_x: 2,
      get_y: 1,
      percent_off: null,
      redeem_by: dayFromToday(30),
    });
    expect(await screen.findByText('Store-wide offer added')).toBeInTheDocument();
  });

  it('checks fields before sending and shows the server refusing a code under the code field', async () => {
    const api = fakeFetch({
      'GET /coupon/records': empty,
      'POST /coupon/create': fieldError(409, 'conflict', 'Conflict', 'This value is already taken', 'code'),
    });
    const dialog = await openForm();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Free beats/ }));
    await retype(within(dialog).getByLabelText('Get (free beats)'), '0');
    await userEvent.type(within(dialog).getByLabelText('Code'), 'no spaces');
    await retype(within(dialog).getByLabelText('Buy (paid beats)'), '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Code')).toHaveAccessibleDescription('3 to 32 letters, digits, - or _');
    expect(within(dialog).getByLabelText('Buy (paid beats)')).toHaveAccessibleDescription('Enter a number');
    expect(api.sent('POST', '/coupon/create')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Title'), 'Again');
    await retype(within(dialog).getByLabelText('Code'), 'welcome10');
    await retype(within(dialog).getByLabelText('Buy (paid beats)'), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Give at least one free beat, or a percentage off')).toBeInTheDocument();
    await retype(within(dialog).getByLabelText('Get (free beats)'), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Code')).toHaveAccessibleDescription('This value is already taken'),
    );
    expect(api.sent('POST', '/coupon/create')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
