import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import type { PurchaseSummary } from '../../../lib/orders';
import { PurchasesList } from './PurchasesList';

afterEach(() => vi.unstubAllGlobals());

// Local times, so the expected dates hold in any time zone.
const PURCHASES: PurchaseSummary[] = [
  {
    id: 31,
    status: 'fulfilled',
    status_label: 'Completed',
    subtotal: 24997,
    discount: 0,
    total: 24997,
    currency: 'USD',
    created_at: new Date(2026, 10, 23, 15, 5).toISOString(),
    paid_at: null,
    items: [
      { beat_id: 9, beat_title: 'Cold Rain', license: 'Unlimited Lease', trackouts: 'Trackouts', bundle: null },
      { beat_id: 12, beat_title: 'Night Drive', license: 'Standard Lease', trackouts: null, bundle: null },
      { beat_id: 14, beat_title: 'Dark Piano', license: 'Basic Lease', trackouts: null, bundle: null },
    ],
  },
  {
    id: 8,
    status: 'refunded',
    status_label: 'Refunded',
    subtotal: 99999,
    discount: 0,
    total: 99999,
    currency: 'USD',
    created_at: new Date(2026, 0, 3, 0, 40).toISOString(),
    paid_at: null,
    items: [{ beat_id: 3, beat_title: 'Gold Teeth', license: 'Exclusive Rights', trackouts: null, bundle: null }],
  },
];

function OrderProbe() {
  return <p>order page from {String((useLocation().state as { from?: string } | null)?.from)}</p>;
}

describe('profile purchases', () => {
  it('names the beats and licences of each order, with its total, date and state; opening one is a plain order page', async () => {
    fakeFetch({ 'GET /order/purchases': { data: PURCHASES } });
    renderRoutes(
      [
        { path: '/', element: <PurchasesList /> },
        { path: '/order/:id', element: <OrderProbe /> },
      ],
      { profile: profile(1) },
    );
    const rows = within(await screen.findByRole('list', { name: 'Purchases' })).getAllByRole('link');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Cold Rain, Night Drive and 1 more');
    expect(rows[0]).toHaveTextContent('Cold Rain · Unlimited Lease + Trackouts');
    expect(rows[0]).toHaveTextContent('Dark Piano · Basic Lease');
    expect(rows[0]).toHaveTextContent('$249.97');
    expect(rows[0]).toHaveTextContent('Order 31 · 11/23/2026');
    expect(rows[0]).toHaveTextContent('Completed');
    expect(rows[1]).toHaveTextContent('Gold Teeth');
    expect(rows[1]).toHaveTextContent('Exclusive Rights');
    expect(rows[1]).toHaveTextContent('01/03/2026');
    expect(rows[1]).toHaveTextContent('Refunded');
    await userEvent.click(rows[1]!);
    expect(await screen.findByText('order page from purchases')).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    fakeFetch({ 'GET /order/purchases': { data: [] } });
    renderRoutes([{ path: '/', element: <PurchasesList /> }], { profile: profile(1) });
    expect(await screen.findByText('No purchases yet.')).toBeInTheDocument();
  });
});
