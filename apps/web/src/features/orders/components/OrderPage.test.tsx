import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import type { OrderView } from '../../../lib/orders';
import { OrderPage } from './OrderPage';
import { showsThankYou } from './ThankYou';

afterEach(() => vi.unstubAllGlobals());

const HOUR = 3_600_000;
const order = (over: Partial<OrderView> = {}): OrderView => ({
  id: 31,
  status: 'fulfilled',
  status_label: 'Completed',
  created_at: new Date(Date.now() - 3 * HOUR).toISOString(),
  paid_at: new Date(Date.now() - 3 * HOUR).toISOString(),
  subtotal: 99999,
  discount: 0,
  total: 99999,
  currency: 'USD',
  refunded: 0,
  address: null,
  failure_reason: null,
  buyer: { name: 'Jay Buyer', email: 'jay@example.com' },
  events: [{ from: 'paid', to: 'fulfilled', note: 'Files delivered', at: new Date().toISOString(), actor: null }],
  items: [
    {
      id: 1,
      beat_id: 9,
      store_item_id: null,
      service_order_id: null,
      beat_title: 'Cold Rain',
      license: {
        name: 'Exclusive Rights',
        type: 'exclusive',
        level: 'unlimited',
        specifications: {},
        trackouts: null,
        bundle: null,
      },
      terms: ['Unlimited sales'],
      line_total: 99999,
      discount: 0,
      discounts: [],
      amount: 99999,
      verification_code: 'ABCDE-FGHJK',
      refunded: 0,
      trackouts_status: null,
      downloads: [{ kind: 'wav', name: 'cold-rain.wav', size: 10, href: '/download/t1', expires_in: 86400 }],
      license_pdf: '/private-api/order/31/license/1/pdf',
      youtube_channels: [],
      channel_limit: 10,
      claim_letter: null,
    },
  ],
  ...over,
});

/** Opens the order page the way the app does: a navigation carrying where the buyer came from. */
async function show(o: OrderView, state: unknown, viewer = profile(1), more: Parameters<typeof fakeFetch>[0] = {}) {
  const server = fakeFetch({ 'GET /order/31': { data: o }, ...more });
  const { router } = renderRoutes(
    [
      { path: '/', element: <p>start</p> },
      { path: '/order/:id', element: <OrderPage /> },
    ],
    { profile: viewer },
  );
  await act(() => router.navigate('/order/31', { state }));
  return server;
}

describe('order page thank-you', () => {
  it('thanks the buyer who arrives from checkout: what they bought, where the files are, how to verify, what next', async () => {
    await show(order(), { from: 'checkout' });
    const thanks = await screen.findByRole('region', { name: 'Thank you for your purchase!' });
    expect(thanks).toHaveTextContent('Cold Rain · Exclusive Rights');
    expect(thanks).toHaveTextContent('Your files are below');
    expect(thanks).toHaveTextContent('jay@example.com');
    expect(screen.getByRole('link', { name: '/verify/ABCDE-FGHJK' })).toHaveAttribute('href', '/verify/ABCDE-FGHJK');
    expect(thanks).toHaveTextContent('taken off sale');
    expect(screen.getByRole('link', { name: 'Keep browsing beats' })).toHaveAttribute('href', '/');
    // The files themselves are still there, below.
    expect(screen.getByRole('link', { name: 'Download WAV (untagged) of Cold Rain' })).toBeInTheDocument();
    expect(document.title).toBe('Order 31 · Beatmarket');
  });

  it('is a plain order page when opened again from the purchase list, even right after paying', async () => {
    await show(order({ paid_at: new Date().toISOString() }), { from: 'purchases' });
    expect(await screen.findByRole('heading', { name: 'Order 31' })).toBeInTheDocument();
    expect(screen.queryByText('Thank you for your purchase!')).not.toBeInTheDocument();
  });

  it('greets a fresh payment reached another way (the receipt mail), not an old one', () => {
    const now = Date.now();
    const fresh = order({ paid_at: new Date(now - 5 * 60_000).toISOString() });
    expect(showsThankYou(fresh, 'jay@example.com', undefined, now)).toBe(true);
    expect(showsThankYou(order(), 'jay@example.com', undefined, now)).toBe(false);
    // Not for an administrator looking at it, nor for an order that did not go through.
    expect(showsThankYou(fresh, 'admin@beatmarket.test', 'checkout', now)).toBe(false);
    expect(showsThankYou(order({ status: 'failed', paid_at: null }), 'jay@example.com', 'checkout', now)).toBe(false);
  });
});

describe('order page for administrators', () => {
  const admin = profile(3, { id: 1, email: 'admin@beatmarket.test', name: 'Ava Admin' });
  const refunded = order({
    status: 'refunded',
    status_label: 'Refunded',
    events: [
      ...order().events,
      {
        from: 'fulfilled',
        to: 'refunded',
        note: 'Refunded by an administrator',
        at: new Date().toISOString(),
        actor: 'Ava Admin',
      },
    ],
  });

  it('shows the buyer and refunds only after confirmation; the history then says who refunded', async () => {
    const user = userEvent.setup();
    const server = await show(order(), undefined, admin, { 'POST /order/31/refund': { data: refunded } });
    const panel = await screen.findByRole('region', { name: 'Administration' });
    expect(panel).toHaveTextContent('Jay Buyer');
    expect(panel).toHaveTextContent('jay@example.com');

    await user.click(within(panel).getByRole('button', { name: 'Refund $999.99' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order 31?' });
    expect(dialog).toHaveTextContent('Their licences stop working');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.sent('POST', '/order/31/refund')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Refund $999.99' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund' }));
    const history = await screen.findByRole('list', { name: 'History' });
    expect(await within(history).findByText('Refunded')).toBeInTheDocument();
    expect(history).toHaveTextContent('Refunded by an administrator · by Ava Admin');
    expect(screen.getByText(/revoked: this order was refunded/)).toBeInTheDocument();
    expect(server.sent('POST', '/order/31/refund')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Administration' })).toHaveTextContent(
      'No action: this order is refunded.',
    );
  });

  it('offers no refund for an order that was never paid', async () => {
    await show(order({ status: 'failed', status_label: 'Failed', paid_at: null }), undefined, admin);
    const panel = await screen.findByRole('region', { name: 'Administration' });
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows buyers no administration and no refund', async () => {
    await show(order(), undefined);
    expect(await screen.findByRole('heading', { name: 'Order 31' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Administration' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
  });
});

describe('order page: trackouts bought before their file existed (decision 0077)', () => {
  const withTrackouts = (status: 'missing' | 'refunded') => {
    const o = order();
    return order({ items: [{ ...o.items[0]!, trackouts_status: status }] });
  };

  it('tells the buyer the trackouts are pending, with no refund button for them', async () => {
    await show(withTrackouts('missing'), undefined);
    expect(await screen.findByText(/Trackouts pending: the producer has not uploaded them yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund trackouts' })).not.toBeInTheDocument();
  });

  it('lets an administrator refund the missing trackouts after confirming; the buyer then reads they were refunded', async () => {
    const user = userEvent.setup();
    const admin = profile(3, { id: 1, email: 'admin@beatmarket.test', name: 'Ava Admin' });
    const server = await show(withTrackouts('missing'), undefined, admin, {
      'POST /order/31/trackouts/1/refund': { data: withTrackouts('refunded') },
    });
    await user.click(await screen.findByRole('button', { name: 'Refund trackouts' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund trackouts' }));
    expect(await screen.findByText(/The trackouts never arrived, so their price was refunded/)).toBeInTheDocument();
    expect(server.sent('POST', '/order/31/trackouts/1/refund')).toHaveLength(1);
  });
});

describe('order page channels (decision 0092)', () => {
  const id = (c: string) => `UC${c.repeat(22)}`;

  it('lets the buyer name channels, checked before sending, then offers the claim-release letter', async () => {
    const server = await show(order(), { from: 'purchases' }, profile(1), {
      'POST /order/31/license/1/channels': { data: { youtube_channels: [id('a')], channel_limit: 10 } },
    });
    const box = await screen.findByRole('region', { name: 'YouTube channels for Cold Rain' });
    expect(box).toHaveTextContent('YouTube channels (0 of 10)');
    await userEvent.click(within(box).getByRole('button', { name: 'Name channels' }));
    const input = within(box).getByLabelText('Channel 1 for Cold Rain');
    await userEvent.type(input, 'UCshort');
    await userEvent.click(within(box).getByRole('button', { name: 'Save channels' }));
    expect(await within(box).findByText(/A channel id is "UC" and 22/)).toBeInTheDocument();
    expect(server.sent('POST', '/order/31/license/1/channels')).toHaveLength(0);
    await userEvent.clear(input);
    await userEvent.type(input, id('a'));
    await userEvent.click(within(box).getByRole('button', { name: 'Save channels' }));
    expect(await within(box).findByText(id('a'))).toBeInTheDocument();
    expect(server.sent('POST', '/order/31/license/1/channels')[0]!.body).toEqual({ channels: [id('a')] });
    expect(within(box).getByRole('link', { name: 'Claim-release letter' })).toHaveAttribute(
      'href',
      '/private-api/order/31/license/1/claim-letter',
    );
  });

  it('shows an administrator the channels without letting them change them', async () => {
    const named = order();
    named.items[0] = { ...named.items[0]!, youtube_channels: [id('b')] };
    await show(named, { from: 'purchases' }, profile(3, { id: 1, email: 'admin@beatmarket.test', name: 'Ava Admin' }));
    const box = await screen.findByRole('region', { name: 'YouTube channels for Cold Rain' });
    expect(box).toHaveTextContent(id('b'));
    expect(within(box).queryByRole('button', { name: /channels/ })).not.toBeInTheDocument();
  });
});

describe('order page: a bought artist feature (decision 0088)', () => {
  const feature = () => {
    const o = order();
    return order({ items: [{ ...o.items[0]!, id: 4, license: { ...o.items[0]!.license, type: 'feature' } }] });
  };

  it('offers the buyer the feature request, for that line; administrators and beat lines get none', async () => {
    await show(feature(), undefined);
    expect(await screen.findByRole('button', { name: 'Request: feature on Cold Rain' })).toBeInTheDocument();
  });

  it('once requested, the line leads to the request thread instead of offering a second request', async () => {
    const o = feature();
    await show({ ...o, items: [{ ...o.items[0]!, service_order_id: 12 }] }, undefined);
    expect(await screen.findByRole('link', { name: 'Files and messages' })).toHaveAttribute(
      'href',
      '/service-order/12',
    );
    expect(screen.queryByRole('button', { name: /Request/ })).not.toBeInTheDocument();
  });

  it('no request on a beat licence', async () => {
    await show(order(), undefined);
    expect(await screen.findByRole('heading', { name: 'Order 31' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Request/ })).not.toBeInTheDocument();
  });
});
