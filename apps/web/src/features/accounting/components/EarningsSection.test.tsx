import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { EarningsSection } from './EarningsSection';

afterEach(() => vi.unstubAllGlobals());

const render = (routes: Parameters<typeof fakeFetch>[0]) => {
  const server = fakeFetch(routes);
  renderRoutes([{ path: '/dashboard', element: <EarningsSection /> }], {
    path: '/dashboard',
    profile: profile(2, { id: 5 }),
  });
  return server;
};
const query = (server: ReturnType<typeof fakeFetch>, path: string) =>
  new URL(
    server.fn.mock.calls.map(([u]) => String(u)).find((u) => u.includes(path))!,
    'http://x',
  ).searchParams;

describe('dashboard earnings', () => {
  it('shows the producer’s own balance and latest statements, each opening its page', async () => {
    const server = render({
      'GET /payout-balance': {
        data: { payee_id: 5, window_days: 14, balance: 0, payable: 0, pending: 0, dates: [], hold: null },
      },
      'GET /report/producer-balances/data': {
        data: [{ payee_id: 5, name: 'Nova', email: 'n@x.test', unstated: 1250, owed: 12600, pending: 700, paid: 4999 }],
      },
      'GET /income_statement/records': {
        data: [
          {
            id: 41,
            payee_id: 5,
            payee_name: 'Nova',
            period_start: '2026-10-01',
            period_end: '2026-10-31',
            status: 'paid',
            amount: 12600,
          },
        ],
        meta: { found: 1, total: 1 },
      },
    });
    const balance = await screen.findByLabelText('Your balance');
    expect(balance).toHaveTextContent('Owed to you$126');
    expect(balance).toHaveTextContent('On its way$7');
    expect(balance).toHaveTextContent('Paid$49.99');
    expect(balance).toHaveTextContent('Since your last statement$12.50');
    const list = await screen.findByRole('list', { name: 'Your statements' });
    const link = within(list).getByRole('link', { name: 'Statement #41, 10/01/2026 – 10/31/2026, $126' });
    expect(link).toHaveAttribute('href', '/income-statement/41');
    expect(link).toHaveTextContent('Paid');
    // Always the producer's own figures, even for an administrator who produces too.
    expect(query(server, '/report/producer-balances/data').get('payee_id')).toBe('5');
    expect(query(server, '/income_statement/records').get('filter')).toBe('{"payee_id":[5]}');
    expect(query(server, '/income_statement/records').get('sort')).toBe('-id');
    expect(query(server, '/income_statement/records').get('per_page')).toBe('10');
  });

  it('says when there is nothing yet, with zero balances', async () => {
    render({
      'GET /payout-balance': {
        data: { payee_id: 5, window_days: 14, balance: 0, payable: 0, pending: 0, dates: [], hold: null },
      },
      'GET /report/producer-balances/data': { data: [] },
      'GET /income_statement/records': { data: [], meta: { found: 0, total: 0 } },
    });
    expect(await screen.findByText(/No statements yet/)).toBeInTheDocument();
    expect(screen.getByLabelText('Your balance')).toHaveTextContent('Owed to you$0');
  });
});
