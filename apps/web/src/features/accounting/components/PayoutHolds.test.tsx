import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { PayoutHolds } from './PayoutHolds';
import { PayoutRunReport } from './PayoutRunReport';

afterEach(() => vi.unstubAllGlobals());

const HOLD = {
  id: 3,
  payee_id: 6,
  payee_name: 'Kay Two',
  reason: 'Checking a chargeback on order 1042',
  held_at: '2026-12-01T10:00:00.000Z',
  held_by_name: 'Ada Admin',
};
const producers = [
  { payee_id: 5, name: 'Nova Beats', email: 'n@x.test', unstated: 0, owed: 0, pending: 0, paid: 0 },
  { payee_id: 6, name: 'Kay Two', email: 'k@x.test', unstated: 0, owed: 0, pending: 0, paid: 0 },
];
const render = (routes: Parameters<typeof fakeFetch>[0]) => {
  const server = fakeFetch({
    'GET /report/producer-balances/data': { data: producers },
    // A producer with no sale yet is listed too (and one with sales only once).
    'GET /user/records': {
      data: [
        { id: 9, first_name: 'Fresh', last_name: 'Producer', email: 'f@x.test' },
        { id: 5, first_name: 'Nova', last_name: 'Beats', email: 'n@x.test' },
      ],
    },
    ...routes,
  });
  renderRoutes([{ path: '/accounting', element: <PayoutHolds /> }], {
    path: '/accounting',
    profile: profile(3, { id: 1 }),
  });
  return server;
};

describe('payout holds (administrators)', () => {
  it('lists held producers with their reasons and releases one', async () => {
    const user = userEvent.setup();
    const server = render({ 'GET /payout-hold': { data: [HOLD] } });
    const list = await screen.findByRole('list', { name: 'Held producers' });
    expect(list).toHaveTextContent('Kay Two');
    expect(list).toHaveTextContent('Checking a chargeback on order 1042');
    expect(list).toHaveTextContent('Held 12/01/2026 by Ada Admin');
    await user.click(within(list).getByRole('button', { name: 'Release Kay Two’s payouts' }));
    expect(server.sent('POST', '/payout-hold/6/release')).toHaveLength(1);
  });

  it('holds a producer with a reason, checked by the shared schema and the server', async () => {
    const user = userEvent.setup();
    const server = render({
      'GET /payout-hold': { data: [] },
      'POST /payout-hold': fieldError(
        409,
        'conflict',
        'Conflict',
        'This producer’s payouts are already held',
        'payee_id',
      ),
    });
    expect(await screen.findByText('No producer’s payouts are held.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hold payouts' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Hold payouts' }));
    expect(within(dialog).getByText('Choose a producer')).toBeInTheDocument();
    expect(within(dialog).getByText(/Say why the payouts are held/)).toBeInTheDocument();
    expect(server.sent('POST', '/payout-hold')).toHaveLength(0);
    const options = () =>
      within(within(dialog).getByLabelText('Producer'))
        .getAllByRole('option')
        .map((o) => o.textContent);
    await vi.waitFor(() =>
      expect(options()).toEqual([
        'Choose…',
        'Fresh Producer (f@x.test)',
        'Kay Two (k@x.test)',
        'Nova Beats (n@x.test)',
      ]),
    );
    await user.selectOptions(within(dialog).getByLabelText('Producer'), 'Kay Two (k@x.test)');
    await user.type(within(dialog).getByLabelText('Reason (the producer reads it)'), 'Identity check pending');
    await user.click(within(dialog).getByRole('button', { name: 'Hold payouts' }));
    expect(server.sent('POST', '/payout-hold')[0]!.body).toEqual({ payee_id: 6, reason: 'Identity check pending' });
    expect(await within(dialog).findByText('This producer’s payouts are already held')).toBeInTheDocument();
  });
});

describe('payout run report', () => {
  it('names the payout made, each held producer with the reason and each waiting statement with its date', () => {
    renderRoutes(
      [
        {
          path: '/accounting',
          element: (
            <PayoutRunReport
              run={{
                payout: null,
                held: [
                  { payee_id: 6, payee_name: 'Kay Two', reason: 'Identity check', amount: 1890, statement_ids: [9] },
                ],
                waiting: [
                  {
                    statement_id: 12,
                    payee_id: 5,
                    payee_name: 'Nova Beats',
                    amount: 700,
                    payable_at: '2026-12-21T09:00:00.000Z',
                  },
                ],
              }}
            />
          ),
        },
      ],
      { path: '/accounting', profile: profile(3, { id: 1 }) },
    );
    expect(screen.getByText('Nothing was payable: no payout was made.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Held, not paid' })).toHaveTextContent(
      'Held: Kay Two, $18.90. Reason: Identity check',
    );
    expect(screen.getByRole('list', { name: 'In the refund window' })).toHaveTextContent(
      'Statement #12 (Nova Beats, $7): payable 12/21/2026',
    );
  });
});
