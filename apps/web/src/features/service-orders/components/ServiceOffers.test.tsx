import { ROLES, type ServiceOfferView } from '@beatmarket/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { CustomBeatOffers } from './CustomBeatOffers';
import { MyServiceOffers } from './MyServiceOffers';

afterEach(() => vi.unstubAllGlobals());

const offer = (over: Partial<ServiceOfferView> = {}): ServiceOfferView => ({
  id: 3,
  seller_id: 9,
  seller: 'Maya Beats',
  title: 'Dark trap beat',
  description: 'Hard drums, your key.',
  price: 25_000,
  deposit_percent: 30,
  revisions: 1,
  delivery_days: 7,
  published: true,
  ...over,
});

describe('the custom-beats offers (decision 0097)', () => {
  it('lists each offer with its terms, leading to the request; a quote offer says so', async () => {
    fakeFetch({ 'GET /service-offers': { data: [offer(), offer({ id: 4, title: 'Boom bap', price: null })] } });
    renderRoutes([{ path: '/', element: <CustomBeatOffers /> }], { profile: profile(ROLES.ROLE_USER.id) });
    const list = await screen.findByRole('list', { name: 'Custom-beat offers' });
    expect(within(list).getByText('$250 · 30% deposit · 1 revision · 7 days')).toBeInTheDocument();
    expect(within(list).getByText('Price on quote · 30% deposit · 1 revision · 7 days')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Request: Dark trap beat' })).toHaveTextContent('Order');
    expect(within(list).getByRole('button', { name: 'Request: Boom bap' })).toHaveTextContent('Request a quote');
    expect(screen.getByRole('button', { name: 'Request: Custom beat' })).toBeInTheDocument();
    // The offer's producer is the seller: no producer to pick in its form.
    await userEvent.click(within(list).getByRole('button', { name: 'Request: Dark trap beat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request: Dark trap beat' });
    expect(within(dialog).queryByLabelText('Producer')).toBeNull();
  });
});

describe('the producer’s offers on the dashboard', () => {
  it('checks the terms with the shared schema, then publishes the offer with the price in cents', async () => {
    const api = fakeFetch({ 'GET /service-offers/mine': { data: [] }, 'POST /service-offers': { data: offer() } });
    renderRoutes([{ path: '/', element: <MyServiceOffers /> }], { profile: profile(ROLES.ROLE_PRODUCER.id) });
    expect(await screen.findByText('You have no custom-beat offers yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New custom-beat offer' });
    const deposit = within(dialog).getByLabelText('Deposit (%)');
    await userEvent.clear(deposit);
    await userEvent.type(deposit, '95');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish offer' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(within(dialog).getByText('At most 90%')).toBeInTheDocument();
    expect(api.sent('POST', '/service-offers')).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Dark trap beat');
    await userEvent.type(within(dialog).getByLabelText(/Price/), '250');
    await userEvent.clear(deposit);
    await userEvent.type(deposit, '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish offer' }));
    await vi.waitFor(() => expect(api.sent('POST', '/service-offers')).toHaveLength(1));
    expect(api.sent('POST', '/service-offers')[0]!.body).toMatchObject({
      title: 'Dark trap beat',
      price: 25_000,
      deposit_percent: 30,
      revisions: 2,
      delivery_days: 14,
      published: true,
    });
  });
});
