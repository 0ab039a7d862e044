import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError, type Reply } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { dayFromToday, type CouponRecord } from '../api/coupons';
import { PromoCodesPage } from './PromoCodesPage';

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
const records = { data: [WELCOME], meta: { total: 1, found: 1 } };
const saved = (body: unknown): Reply => ({ data: { ...WELCOME, ...(body as object) } });

const openWelcome = async (routes: Parameters<typeof fakeFetch>[0]) => {
  const api = fakeFetch({ 'GET /coupon/records': records, ...routes });
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
  await userEvent.click(await screen.findByText('WELCOME10'));
  return { api, dialog: screen.getByRole('dialog', { name: 'Promo code WELCOME10' }) };
};

afterEach(() => vi.unstubAllGlobals());

describe('editing a promo code', () => {
  it('saves each field when it is left, and both numbers when the kind of offer changes', async () => {
    const { api, dialog } = await openWelcome({ 'POST /coupon/2/save': saved });
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Welcome: 10% off');
    await userEvent.tab(); // leaving an unchanged field sends nothing
    await userEvent.clear(title);
    await userEvent.type(title, 'Welcome back');
    await userEvent.tab();
    await waitFor(() => expect(api.sent('POST', '/coupon/2/save')).toHaveLength(1));
    expect(api.sent('POST', '/coupon/2/save')[0]!.body).toEqual({ title: 'Welcome back' });
    expect(await within(dialog).findByText('All changes saved')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Free beats/ }));
    await waitFor(() => expect(api.sent('POST', '/coupon/2/save')).toHaveLength(2));
    expect(api.sent('POST', '/coupon/2/save')[1]!.body).toEqual({ percent_off: null, get_y: 1 });
  });

  it('shows a refused value under its field', async () => {
    const { api, dialog } = await openWelcome({
      'POST /coupon/2/save': fieldError(409, 'conflict', 'Conflict', 'This value is already taken', 'code'),
    });
    const code = within(dialog).getByLabelText('Code');
    await userEvent.clear(code);
    await userEvent.type(code, 'flash15');
    await userEvent.tab();
    await waitFor(() => expect(code).toHaveAccessibleDescription('This value is already taken'));
    expect(api.sent('POST', '/coupon/2/save')[0]!.body).toEqual({ code: 'FLASH15' });
    await userEvent.clear(within(dialog).getByLabelText('Percent off'));
    await userEvent.type(within(dialog).getByLabelText('Percent off'), '150');
    await userEvent.tab();
    expect(await within(dialog).findByText('At most 100')).toBeInTheDocument();
    expect(api.sent('POST', '/coupon/2/save')).toHaveLength(1); // checked here first
  });

  it('saves the field being edited when the dialog is closed with Escape', async () => {
    const { api, dialog } = await openWelcome({ 'POST /coupon/2/save': saved });
    await userEvent.clear(within(dialog).getByLabelText('Code'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.sent('POST', '/coupon/2/save')).toHaveLength(1));
    expect(api.sent('POST', '/coupon/2/save')[0]!.body).toEqual({ code: null });
  });

  it('asks before deleting', async () => {
    const { api, dialog } = await openWelcome({
      'DELETE /coupon/2': { data: { ...WELCOME, deleted_at: '2030-01-01T00:00:00Z' } },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete…' }));
    const ask = within(dialog).getByRole('alert');
    expect(ask).toHaveTextContent('Delete WELCOME10? Buyers can no longer use it');
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.sent('DELETE', '/coupon/2')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete…' }));
    await userEvent.click(within(within(dialog).getByRole('alert')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted!')).toBeInTheDocument();
    expect(api.sent('DELETE', '/coupon/2')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
