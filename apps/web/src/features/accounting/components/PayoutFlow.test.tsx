import type { PayoutData, StatementRowData } from '@beatmarket/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { AccountingPage } from './AccountingPage';

vi.mock('../../../components/charts/draw', () => ({ drawChart: () => ({ setWidth() {}, destroy() {} }) }));
afterEach(() => vi.unstubAllGlobals());

const statement = (over: Partial<StatementRowData>): StatementRowData => ({
  id: 41,
  payee_id: 5,
  payee_name: 'Nova Beats',
  period_start: '2026-10-01',
  period_end: '2026-10-31',
  status: 'closed',
  currency: 'USD',
  gross: 20000,
  discounts: 2000,
  refunds: 0,
  adjustments: 0,
  producer_share: 12600,
  coproducer_share: 0,
  house_share: 5400,
  amount: 12600,
  closed_at: '2026-11-02T10:00:00.000Z',
  paid_at: null,
  ...over,
});
const PAYOUT: PayoutData = {
  id: 7,
  status: 'pending',
  method: 'paypal',
  reference: null,
  note: '',
  total: 13300,
  currency: 'USD',
  statements: 2,
  created_at: '2026-11-03T10:00:00.000Z',
  created_by_name: 'Ava Admin',
  sent_at: null,
  sent_by_name: null,
  cancelled_at: null,
  cancelled_by_name: null,
  items: [
    {
      statement_id: 41,
      payee_id: 5,
      payee_name: 'Nova Beats',
      payee_email: 'nova@example.com',
      amount: 12600,
      period_start: '2026-10-01',
      period_end: '2026-10-31',
    },
    {
      statement_id: 43,
      payee_id: 6,
      payee_name: 'Kay Two',
      payee_email: 'kay@example.com',
      amount: 700,
      period_start: '2026-10-01',
      period_end: '2026-10-31',
    },
  ],
};

const render = (path: string, routes: Parameters<typeof fakeFetch>[0]) => {
  const server = fakeFetch(routes);
  const utils = renderRoutes(
    [
      { path: '/accounting', element: <AccountingPage /> },
      { path: '/income-statement/:id', element: <p>statement page</p> },
    ],
    { path, profile: profile(3, { id: 1 }) },
  );
  return { ...utils, server };
};

describe('statements and payouts', () => {
  it('filters statements by status, pays the selected closed ones in one payout and opens it', async () => {
    const user = userEvent.setup();
    const rows = [
      statement({}),
      statement({ id: 42, status: 'paid', payee_name: 'Kay Two' }),
      statement({ id: 43, payee_id: 6, payee_name: 'Kay Two', amount: 700 }),
    ];
    const { server, router } = render('/accounting?tab=statements', {
      'GET /income_statement/records': { data: rows, meta: { found: 3, total: 3 } },
      'POST /payout/create': { data: PAYOUT },
      'GET /payout/7': { data: PAYOUT },
      'GET /payout/records': { data: [PAYOUT], meta: { found: 1, total: 1 } },
    });
    const first = (await screen.findByText('#41')).closest('tr')!;
    expect(first).toHaveTextContent('#41Nova BeatsNova Beats10/01/2026 – 10/31/2026Closed$200$126');
    // A paid statement cannot go into a payout again.
    expect(within(screen.getByText('#42').closest('tr')!).getByRole('checkbox')).toBeDisabled();
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Open', 'Closed', 'Paid']);
    await user.click(within(first).getByRole('checkbox'));
    await user.click(within(screen.getByText('#43').closest('tr')!).getByRole('checkbox'));
    await user.click(
      within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Create payout' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create payout' });
    expect(dialog).toHaveTextContent('Pays 2 statements.');
    await user.selectOptions(within(dialog).getByLabelText('Method'), 'PayPal');
    await user.click(within(dialog).getByRole('button', { name: 'Create payout' }));
    await waitFor(() => expect(server.sent('POST', '/payout/create')).toHaveLength(1));
    expect(server.sent('POST', '/payout/create')[0]!.body).toEqual({ statement_ids: [41, 43], method: 'paypal' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=payouts&payout=7'));
    const panel = await screen.findByRole('region', { name: 'Payout 7' });
    expect(await within(panel).findByText('Kay Two')).toBeInTheDocument();
  }, 20_000);

  it('marks a payout sent with its reference, asks before cancelling, and offers the CSV batch', async () => {
    const user = userEvent.setup();
    const sent: PayoutData = {
      ...PAYOUT,
      status: 'sent',
      reference: 'PP-2026-11',
      sent_at: '2026-11-04T09:00:00.000Z',
      sent_by_name: 'Ava Admin',
    };
    let current = PAYOUT;
    const { server } = render('/accounting?tab=payouts&payout=7', {
      'GET /payout/records': { data: [PAYOUT], meta: { found: 1, total: 1 } },
      'GET /payout/7': () => ({ data: current }),
      'POST /payout/7/send': () => ({ data: (current = sent) }),
      'POST /payout/7/cancel': {
        status: 409,
        response_data: { error: 'This payout was sent: it cannot be cancelled.', code: 'conflict' },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Payout 7' });
    const items = await within(panel).findByRole('table');
    expect(within(items).getByText('Nova Beats').closest('tr')).toHaveTextContent(
      'nova@example.com10/01/2026 – 10/31/2026#41$126',
    );
    expect(within(items).getByRole('link', { name: '#41' })).toHaveAttribute('href', '/income-statement/41');
    expect(panel).toHaveTextContent('Total (USD)$133');
    expect(panel).toHaveTextContent('PayPal');
    expect(within(panel).getByRole('link', { name: 'Download CSV batch' })).toHaveAttribute(
      'href',
      '/private-api/payout/7/csv',
    );

    await user.click(within(panel).getByRole('button', { name: 'Cancel payout' }));
    const ask = await screen.findByRole('dialog', { name: 'Cancel payout #7?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(server.sent('POST', '/payout/7/cancel')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Mark sent' }));
    const prompt = await screen.findByRole('dialog', { name: 'Mark payout #7 sent' });
    await user.click(within(prompt).getByRole('button', { name: 'Mark sent' }));
    // The shared schema wants a reference before anything is sent.
    expect(await within(prompt).findByText('Enter the payment reference')).toBeInTheDocument();
    await user.type(within(prompt).getByLabelText('Payment reference'), 'PP-2026-11');
    await user.click(within(prompt).getByRole('button', { name: 'Mark sent' }));
    await waitFor(() => expect(server.sent('POST', '/payout/7/send')[0]?.body).toEqual({ reference: 'PP-2026-11' }));
    expect(await within(panel).findByText('PP-2026-11')).toBeInTheDocument();
    expect(within(within(panel).getByRole('heading')).getByText('Sent')).toHaveClass('rounded-full');
    expect(within(panel).queryByRole('button', { name: 'Mark sent' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Cancel payout' })).not.toBeInTheDocument();
  }, 20_000);
});
