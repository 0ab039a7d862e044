import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { PromotionsPage } from './PromotionsPage';

const coupon = {
  id: 5,
  title: 'Bundle',
  code: 'BEATS3',
  buy_x: 2,
  get_y: 1,
  percent_off: null,
  redeem_by: '2099-01-01',
  deleted_at: null,
};
const openForm = async () => {
  renderRoutes([{ path: '/promotions', element: <PromotionsPage /> }], {
    path: '/promotions',
    profile: profile(3),
    wrap: (n) => (
      <>
        {n}
        <Toaster />
      </>
    ),
  });
  await userEvent.click((await screen.findAllByRole('button', { name: 'Add promotion' }))[0]!);
  return screen.getByRole('dialog', { name: 'Add promotion' });
};

afterEach(() => vi.unstubAllGlobals());

describe('adding a promotion', () => {
  it('sends a first-visit popup with its window on the administrator’s clock and the promo code', async () => {
    const api = fakeFetch({
      'GET /promotion/records': { data: [], meta: { total: 0, found: 0 } },
      'GET /coupon/records': { data: [coupon], meta: { total: 1, found: 1 } },
      'POST /promotion/create': (body) => ({ data: { id: 9, ...(body as object) } }),
    });
    const dialog = await openForm();
    const d = within(dialog);
    await userEvent.type(d.getByLabelText('Title'), 'Welcome');
    expect(d.getByLabelText('Shows when')).toBeDisabled();
    await userEvent.selectOptions(d.getByLabelText('Type'), 'popup');
    await userEvent.selectOptions(d.getByLabelText('Shows when'), 'first_visit');
    await userEvent.type(d.getByLabelText('Link (optional)'), '/beats');
    await userEvent.type(d.getByLabelText('Deadline (optional)'), '2099-12-31T23:30');
    await d.findByRole('option', { name: 'Bundle (BEATS3): Buy 2, get 1 free' });
    await userEvent.selectOptions(d.getByLabelText('Promo code (optional)'), '5');
    await userEvent.click(d.getByRole('button', { name: 'Add promotion' }));
    await waitFor(() => expect(api.sent('POST', '/promotion/create')).toHaveLength(1));
    expect(api.sent('POST', '/promotion/create')[0]!.body).toEqual({
      title: 'Welcome',
      type: 'popup',
      url: '/beats',
      image_url: null,
      published: true,
      published_from: null,
      published_to: new Date('2099-12-31T23:30').toISOString(),
      condition: 'first_visit',
      coupon_id: 5,
    });
  });

  it('refuses a deadline before the start, and shows the field the server names', async () => {
    const api = fakeFetch({
      'GET /promotion/records': { data: [], meta: { total: 0, found: 0 } },
      'POST /promotion/create': fieldError(
        422,
        'validation_failed',
        'Invalid',
        'Choose one of the promo codes',
        'coupon_id',
      ),
    });
    const dialog = await openForm();
    const d = within(dialog);
    await userEvent.type(d.getByLabelText('Title'), 'Sale');
    await userEvent.type(d.getByLabelText('Starts (optional)'), '2099-12-02T10:00');
    await userEvent.type(d.getByLabelText('Deadline (optional)'), '2099-12-01T10:00');
    await userEvent.click(d.getByRole('button', { name: 'Add promotion' }));
    expect(await d.findByText('The deadline must come after the start')).toBeInTheDocument();
    expect(api.sent('POST', '/promotion/create')).toHaveLength(0);
    await userEvent.clear(d.getByLabelText('Starts (optional)'));
    await userEvent.click(d.getByRole('button', { name: 'Add promotion' }));
    expect(await d.findByText('Choose one of the promo codes')).toBeInTheDocument();
  });
});

describe('the promotions list', () => {
  it('writes its windows as every date reads, MM/DD/YYYY h:mm A (spec §9)', async () => {
    fakeFetch({
      'GET /promotion/records': {
        data: [
          {
            id: 3,
            title: 'Summer',
            type: 'banner',
            url: '',
            image_url: null,
            published: true,
            published_from: new Date(2099, 6, 4, 9, 5).toISOString(),
            published_to: null,
            condition: null,
            coupon_id: null,
            coupon_title: null,
            deleted_at: null,
          },
        ],
        meta: { total: 1, found: 1 },
      },
    });
    renderRoutes([{ path: '/promotions', element: <PromotionsPage /> }], { path: '/promotions', profile: profile(3) });
    const row = await screen.findByRole('row', { name: /Summer/ });
    expect(row).toHaveTextContent('07/04/2099 9:05 AM');
  });
});
