import type { ServiceOrderSummary } from '@beatmarket/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { ServiceOrdersPage } from './ServiceOrdersPage';

afterEach(() => vi.unstubAllGlobals());

const summary = (over: Partial<ServiceOrderSummary>): ServiceOrderSummary => ({
  id: 1,
  kind: 'mix_master',
  title: 'Mixing and mastering: Full mix',
  status: 'requested',
  buyer: 'Ben Buyer',
  seller: 'Beatmarket',
  price: null,
  due_at: null,
  late: false,
  side: 'bought',
  updated_at: '2026-12-01T10:00:00.000Z',
  ...over,
});
const urls = (fn: ReturnType<typeof fakeFetch>['fn']) => fn.mock.calls.map(([u]) => String(u));

describe('the service orders list', () => {
  it('lists the viewer’s orders, each linking to its thread, with state, price and date', async () => {
    fakeFetch({
      'GET /service-orders': {
        data: [
          summary({
            id: 2,
            kind: 'custom_beat',
            title: 'Custom beat by Maya',
            status: 'deposit_paid',
            price: 30_000,
            due_at: '2026-12-09T00:00:00.000Z',
            late: true,
            side: 'sold',
          }),
          summary({}),
        ],
      },
    });
    renderRoutes([{ path: '/service-orders', element: <ServiceOrdersPage /> }], {
      path: '/service-orders',
      profile: profile(1),
    });
    const link = await screen.findByRole('link', { name: /Custom beat by Maya/ });
    expect(link).toHaveAttribute('href', '/service-order/2');
    expect(link).toHaveTextContent('In progress· Late');
    expect(link).toHaveTextContent('$300');
    expect(link).toHaveTextContent('by 12/09/2026');
    expect(screen.getByRole('link', { name: /Full mix/ })).toHaveTextContent('Ben Buyer → Beatmarket');
    // Split by side: what the viewer bought, then what they sell.
    expect(screen.getByRole('list', { name: 'Bought' })).toHaveTextContent('Full mix');
    expect(screen.queryByRole('list', { name: 'Sold' })).toHaveTextContent('Custom beat by Maya');
    // Buyers have no administrators' switch.
    expect(screen.queryByRole('link', { name: 'All' })).toBeNull();
  });

  it('administrators switch to every order (?all=1)', async () => {
    const api = fakeFetch({ 'GET /service-orders': { data: [] } });
    renderRoutes([{ path: '/service-orders', element: <ServiceOrdersPage /> }], {
      path: '/service-orders',
      profile: profile(3),
    });
    expect(await screen.findByText('No service orders yet.')).toBeInTheDocument();
    expect(urls(api.fn).some((u) => u.includes('all=1'))).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'All' }));
    await waitFor(() => expect(urls(api.fn).some((u) => u.includes('/service-orders?all=1'))).toBe(true));
  });
});
