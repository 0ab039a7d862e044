import { act, screen } from '@testing-library/react';
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
  address: null,
  failure_reason: null,
  buyer: { name: 'Jay Buyer', email: 'jay@example.com' },
  events: [{ from: 'paid', to: 'fulfilled', note: 'Files delivered', at: new Date().toISOString() }],
  items: [
    {
      id: 1,
      beat_id: 9,
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
      downloads: [{ kind: 'wav', name: 'cold-rain.wav', size: 10, href: '/download/t1', expires_in: 86400 }],
      license_pdf: '/private-api/order/31/license/1/pdf',
    },
  ],
  ...over,
});

/** Opens the order page the way the app does: a navigation carrying where the buyer came from. */
async function show(o: OrderView, state: unknown, viewer = profile(1)) {
  fakeFetch({ 'GET /order/31': { data: o } });
  const { router } = renderRoutes(
    [
      { path: '/', element: <p>start</p> },
      { path: '/order/:id', element: <OrderPage /> },
    ],
    { profile: viewer },
  );
  await act(() => router.navigate('/order/31', { state }));
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
