import type { ServiceOrderView } from '@beatmarket/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError, type Reply } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { ServiceOrderPage } from './ServiceOrderPage';
import { serviceOrder } from './test-data';

afterEach(() => vi.unstubAllGlobals());

const render = (order: ServiceOrderView, routes: Record<string, Reply | ((b: unknown) => Reply)> = {}, role = 1) => {
  const api = fakeFetch({ 'GET /service-orders/12': { data: order }, ...routes });
  renderRoutes([{ path: '/service-order/:id', element: <ServiceOrderPage /> }], {
    path: '/service-order/12',
    profile: profile(role),
  });
  return api;
};

describe('a service order thread', () => {
  it('shows the state, the brief and the thread with its signed links; a buyer sends a message', async () => {
    const api = render(serviceOrder(), {
      'POST /service-orders/12/messages': { data: serviceOrder() },
    });
    expect(await screen.findByRole('heading', { name: 'Custom beat by Maya' })).toBeInTheDocument();
    expect(screen.getByText('Awaiting a quote')).toBeInTheDocument();
    expect(screen.getByText('Not quoted yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://example.com/ref' })).toBeInTheDocument();
    expect(screen.getByText('12/20/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'song.wav' })).toHaveAttribute('href', '/download/song');
    // Only the steps the server allows: a message, no quote and no accept.
    expect(screen.queryByRole('heading', { name: 'Next step' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message or add a file')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Message'), 'Any news?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.sent('POST', '/service-orders/12/messages')).toHaveLength(1));
    expect(api.sent('POST', '/service-orders/12/messages')[0]!.body).toEqual({ body: 'Any news?', file_tokens: [] });
  });

  it('a brief of notes alone shows no empty brief box (the notes open the thread)', async () => {
    const brief = { references: [], tempo: null, key: '', mood: '', deadline: null, notes: 'A verse, please' };
    render(serviceOrder({ brief }));
    expect(await screen.findByRole('heading', { name: 'Custom beat by Maya' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Brief' })).toBeNull();
  });

  it('the seller quotes in dollars, sent in cents; the server’s error shows under its field', async () => {
    let tries = 0;
    const api = render(serviceOrder({ role: 'seller', actions: ['message', 'quote', 'decline'] }), {
      'POST /service-orders/12/quote': () =>
        ++tries === 1
          ? fieldError(422, 'validation_failed', 'Invalid', 'Pick a later date', 'due_at')
          : { data: serviceOrder({ role: 'seller', status: 'quoted', price: 25_000 }) },
    });
    const quote = await screen.findByRole('form', { name: 'Quote' });
    await userEvent.click(within(quote).getByRole('button', { name: 'Send quote' }));
    expect(await within(quote).findByText('Enter a number')).toBeInTheDocument();
    expect(api.sent('POST', '/service-orders/12/quote')).toHaveLength(0);
    await userEvent.type(within(quote).getByLabelText('Price (USD)'), '250.00');
    await userEvent.click(within(quote).getByRole('button', { name: 'Send quote' }));
    expect(await within(quote).findByText('Pick a later date')).toBeInTheDocument();
    expect(api.sent('POST', '/service-orders/12/quote')[0]!.body).toEqual({
      price: 25_000,
      due_at: '2026-12-20',
      revisions: 2,
      message: '',
    });
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  });

  it('a quoted buyer accepts; the deposit due is paid at checkout', async () => {
    const quoted = serviceOrder({ status: 'quoted', price: 25_001, actions: ['message', 'accept', 'decline'] });
    const api = render(quoted, {
      'POST /service-orders/12/accept': {
        data: {
          ...quoted,
          status: 'accepted',
          actions: ['message'],
          milestones: [{ kind: 'deposit', amount: 12_500, status: 'due' }],
        },
      },
    });
    // The deposit is the shared rounding: half of $250.01, rounded down.
    expect(await screen.findByText('$125 once accepted')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept quote' }));
    await waitFor(() => expect(api.sent('POST', '/service-orders/12/accept')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: /Pay deposit/ })).toHaveAttribute('href', '/checkout');
    // The deposit is now a cart line: the cart (and the header's count) is reloaded.
    await waitFor(() => expect(api.sent('GET', '/cart')).toHaveLength(1));
    expect(screen.getByText('Deposit to pay')).toBeInTheDocument();
  });

  it('a delivered version: its files locked for the buyer, the late flag, revision and accept delivery', async () => {
    const api = render(
      serviceOrder({
        status: 'delivered',
        price: 20_000,
        due_at: '2026-12-05T00:00:00.000Z',
        late: true,
        revisions_used: 1,
        actions: ['message', 'revision', 'approve'],
        milestones: [{ kind: 'deposit', amount: 10_000, status: 'paid' }],
        events: [
          {
            id: 3,
            kind: 'version',
            body: 'First mix',
            author: 'Maya',
            mine: false,
            files: [{ name: 'mix.wav', href: null }],
            at: '2026-12-06T10:00:00.000Z',
          },
        ],
      }),
      { 'POST /service-orders/12/revision': { data: serviceOrder({ status: 'revision' }) } },
    );
    expect(await screen.findByText('mix.wav')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'mix.wav' })).toBeNull();
    expect(screen.getAllByText(/Late/).length).toBeGreaterThan(0);
    expect(screen.getByText('$100 · paid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept delivery' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a revision (1 left)' }));
    await userEvent.type(screen.getByLabelText('What should change?'), 'Louder kick');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a revision' }));
    await waitFor(() => expect(api.sent('POST', '/service-orders/12/revision')).toHaveLength(1));
    expect(api.sent('POST', '/service-orders/12/revision')[0]!.body).toEqual({ body: 'Louder kick', file_tokens: [] });
  });

  it('the seller cannot deliver a version without a file', async () => {
    const api = render(serviceOrder({ role: 'seller', status: 'deposit_paid', actions: ['message', 'deliver'] }));
    await userEvent.type(await screen.findByLabelText('Notes on this version'), 'Here it is');
    await userEvent.click(screen.getByRole('button', { name: 'Deliver version' }));
    expect(await screen.findByText('Add the version’s files')).toBeInTheDocument();
    expect(api.sent('POST', '/service-orders/12/deliver')).toHaveLength(0);
  });

  it('administrators cancel with a reason, after saying what is refunded', async () => {
    const api = render(
      serviceOrder({ role: 'admin', status: 'deposit_paid', actions: ['cancel'] }),
      { 'POST /service-orders/12/cancel': { data: serviceOrder({ role: 'admin', status: 'cancelled', actions: [] }) } },
      3,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/refunded to the buyer/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Seller gone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(api.sent('POST', '/service-orders/12/cancel')).toHaveLength(1));
    expect(api.sent('POST', '/service-orders/12/cancel')[0]!.body).toEqual({ reason: 'Seller gone' });
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    // Administrators stepping in do not write on the thread.
    expect(screen.queryByLabelText('Message')).toBeNull();
  });
});
