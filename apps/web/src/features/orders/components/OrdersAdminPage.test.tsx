import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { OrdersAdminPage, type OrderRecord } from './OrdersAdminPage';

// Local times, so the expected text holds in any time zone.
const PLACED = new Date(2026, 10, 22, 15, 5).toISOString();
const ORDER: OrderRecord = {
  id: 12,
  status: 'fulfilled',
  status_label: 'Completed',
  total: 2999,
  subtotal: 2999,
  discount: 0,
  currency: 'USD',
  payment_provider: 'test',
  user_id: 4,
  buyer_name: 'Jay Buyer',
  buyer_email: 'buyer@beatmarket.test',
  paid_at: PLACED,
  created_at: PLACED,
};
const REFUNDED: OrderRecord = {
  ...ORDER,
  id: 9,
  status: 'refunded',
  status_label: 'Refunded',
  total: 15000,
  buyer_name: 'Ann Other',
  buyer_email: 'ann@example.com',
  created_at: new Date(2026, 0, 3, 0, 40).toISOString(),
};

/** The query strings the page sent to GET /order/records. */
const queries = (fn: ReturnType<typeof fakeFetch>['fn']) =>
  fn.mock.calls
    .map(([url]) => String(url))
    .filter((u) => u.includes('/order/records'))
    .map((u) => new URL(u, 'http://x').searchParams);

const setup = () =>
  renderRoutes(
    [
      { path: '/orders', element: <OrdersAdminPage /> },
      { path: '/order/:id', element: <p>Order page</p> },
    ],
    { path: '/orders', profile: profile(3) },
  );

afterEach(() => vi.unstubAllGlobals());

describe('orders (administrators)', () => {
  it('lists orders newest first with date, buyer, a status pill and the total; a row opens the order', async () => {
    const user = userEvent.setup();
    const server = fakeFetch({
      'GET /order/records': { data: [ORDER, REFUNDED], meta: { total: 7, found: 2, page: 1, per_page: 10 } },
    });
    setup();
    const row = (await screen.findByText('#12')).closest('tr')!;
    expect(within(row).getByText('11/22/2026 3:05 PM')).toBeInTheDocument();
    expect(within(row).getByText('Jay Buyer')).toBeInTheDocument();
    expect(within(row).getByText('buyer@beatmarket.test')).toBeInTheDocument();
    expect(within(row).getByText('Completed')).toHaveClass('rounded-full');
    expect(within(row).getByText('$29.99')).toBeInTheDocument();
    const other = screen.getByText('#9').closest('tr')!;
    expect(within(other).getByText('01/03/2026 12:40 AM')).toBeInTheDocument();
    expect(within(other).getByText('Refunded')).toBeInTheDocument();
    expect(within(other).getByText('$150')).toBeInTheDocument();
    expect(screen.getByText('2 / 7')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
    const first = queries(server.fn)[0]!;
    expect(first.get('sort')).toBe('-created_at');
    expect(first.has('filter')).toBe(false);
    await user.click(row);
    expect(await screen.findByText('Order page')).toBeInTheDocument();
  });

  it('filters by status (back to page one), sorts by total and shows the empty state', async () => {
    const user = userEvent.setup();
    const server = fakeFetch({
      'GET /order/records': () => {
        const last = queries(server.fn).at(-1)!;
        return last.has('filter')
          ? { data: [], meta: { total: 7, found: 0 } }
          : { data: [ORDER], meta: { total: 7, found: 7 } };
      },
    });
    setup();
    await screen.findByText('#12');
    await user.click(screen.getByRole('button', { name: 'Total' }));
    await waitFor(() => expect(queries(server.fn).at(-1)!.get('sort')).toBe('total'));
    const select = screen.getByLabelText('Status');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Pending', 'Paid', 'Completed', 'Failed', 'Refunded']);
    await user.selectOptions(select, 'Refunded');
    await waitFor(() => expect(queries(server.fn).at(-1)!.get('filter')).toBe('{"status":["refunded"]}'));
    expect(queries(server.fn).at(-1)!.get('page')).toBe('1');
    expect(await screen.findByText('No results found...')).toBeInTheDocument();
    expect(screen.getByText('0 / 7')).toBeInTheDocument();
    await user.selectOptions(select, 'All');
    expect(await screen.findByText('#12')).toBeInTheDocument(); // the unfiltered page again (cached in this test)
  });
});
