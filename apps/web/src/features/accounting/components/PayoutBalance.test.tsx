import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { PayoutBalance } from './PayoutBalance';

afterEach(() => vi.unstubAllGlobals());

const render = (balance: object) => {
  fakeFetch({ 'GET /payout-balance': { data: balance } });
  renderRoutes([{ path: '/dashboard', element: <PayoutBalance /> }], {
    path: '/dashboard',
    profile: profile(2, { id: 5 }),
  });
};

describe('payable balance on the dashboard', () => {
  it('shows payable and pending cents, each pending part with the day it becomes payable', async () => {
    render({
      payee_id: 5,
      window_days: 14,
      balance: 9700,
      payable: 4200,
      pending: 5500,
      dates: [
        { date: '2026-12-10', amount: 2100 },
        { date: '2026-12-19', amount: 3400 },
      ],
      hold: null,
    });
    const cards = await screen.findByLabelText('When you are paid');
    expect(cards).toHaveTextContent('Payable$42');
    expect(cards).toHaveTextContent('past the 14-day refund window');
    expect(cards).toHaveTextContent('Pending$55');
    const dates = within(cards).getByRole('list', { name: 'Pending by date' });
    expect(
      within(dates)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['payable 12/10/2026$21', 'payable 12/19/2026$34']);
    expect(screen.queryByText(/on hold/)).not.toBeInTheDocument();
  });

  it('says the payouts are held, with the administrators’ reason', async () => {
    render({
      payee_id: 5,
      window_days: 14,
      balance: 1000,
      payable: 1000,
      pending: 0,
      dates: [],
      hold: { reason: 'We are checking a chargeback on order 1042.', held_at: '2026-12-01T10:00:00.000Z' },
    });
    const hold = (await screen.findByText(/Your payouts are on hold/)).closest('[role="status"]')!;
    expect(hold).toHaveTextContent('Your payouts are on hold since 12/01/2026');
    expect(hold).toHaveTextContent('Reason: We are checking a chargeback on order 1042.');
    expect(screen.queryByRole('list', { name: 'Pending by date' })).not.toBeInTheDocument();
  });
});
