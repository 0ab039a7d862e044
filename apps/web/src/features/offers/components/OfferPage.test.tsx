import { OFFER_BELOW_FLOOR, type OfferView } from '@beatmarket/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError, type Reply } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { OfferPage } from './OfferPage';

afterEach(() => vi.unstubAllGlobals());

const offer = (over: Partial<OfferView> = {}): OfferView => ({
  id: 7,
  beat: { id: 3, title: 'Night Drive', slug: 'night-drive' },
  license: { id: 5, name: 'Exclusive', type: 'exclusive' },
  buyer_name: 'Ada Buyer',
  producer_name: 'Max Producer',
  amount: 45_000,
  status: 'open',
  turn: 'buyer',
  side: 'buyer',
  expires_at: '2026-12-20T10:00:00Z',
  link_expires_at: null,
  order_id: null,
  actions: ['accept', 'counter', 'withdraw'],
  events: [
    { id: 1, kind: 'offer', by: 'buyer', amount: 40_000, message: 'Love it', created_at: '2026-12-07T10:00:00Z' },
    { id: 2, kind: 'counter', by: 'producer', amount: 45_000, message: '', created_at: '2026-12-08T10:00:00Z' },
  ],
  ...over,
});

const render = (o: OfferView, routes: Record<string, Reply | ((b: unknown) => Reply)> = {}) => {
  const api = fakeFetch({ 'GET /offers/7': { data: o }, ...routes });
  renderRoutes([{ path: '/offers/:id', element: <OfferPage /> }], { path: '/offers/7', profile: profile(1) });
  return api;
};

describe('an offer thread', () => {
  it('shows the amount, whose turn and the thread; a counter-offer under the floor is refused under the amount', async () => {
    let tries = 0;
    const api = render(offer(), {
      'POST /offers/7/counter': () =>
        ++tries === 1
          ? fieldError(422, 'validation_failed', 'Ooops!', OFFER_BELOW_FLOOR, 'amount')
          : { data: offer({ amount: 42_000, turn: 'producer', actions: ['withdraw'] }) },
    });
    expect(await screen.findByRole('heading', { name: 'Offer: Night Drive' })).toBeInTheDocument();
    expect(screen.getByText('Your turn.')).toBeInTheDocument();
    expect(screen.getByText('Expires on 12/20/2026')).toBeInTheDocument();
    const thread = screen.getByRole('list', { name: 'Thread' });
    expect(within(thread).getByText('Max Producer')).toBeInTheDocument();
    expect(within(thread).getByText('Love it')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Counter' }));
    const form = screen.getByRole('form', { name: 'Counter-offer' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send counter-offer' }));
    expect(await within(form).findByText('Enter an amount in dollars')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Amount (USD)'), '300');
    await userEvent.click(within(form).getByRole('button', { name: 'Send counter-offer' }));
    expect(await within(form).findByText(OFFER_BELOW_FLOOR)).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Amount (USD)'));
    await userEvent.type(within(form).getByLabelText('Amount (USD)'), '420');
    await userEvent.click(within(form).getByRole('button', { name: 'Send counter-offer' }));
    await waitFor(() => expect(api.sent('POST', '/offers/7/counter')).toHaveLength(2));
    expect(api.sent('POST', '/offers/7/counter')[1]!.body).toEqual({ amount: 42_000, message: '' });
    expect(await screen.findByText('Waiting for the producer.')).toBeInTheDocument();
  });

  it('an accepted offer shows its deadline and pays through the link', async () => {
    const api = render(offer({ status: 'accepted', actions: ['checkout'], link_expires_at: '2026-12-10T10:00:00Z' }), {
      'POST /offers/7/checkout': { data: { offer_id: 7, next: '/checkout' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $450' }));
    await waitFor(() => expect(api.sent('POST', '/offers/7/checkout')).toHaveLength(1));
  });

  it('nothing to do for an administrator, who reads the thread', async () => {
    render(offer({ side: 'admin', actions: [] }));
    expect(await screen.findByText('The buyer answers next.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept|Counter|Pay/ })).toBeNull();
  });
});
