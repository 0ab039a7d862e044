import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { defaultMonth, monthOptions, utcDay } from '../periods';
import { AccountingPage } from './AccountingPage';

// uPlot draws on a canvas jsdom does not have; the figure's table carries the same numbers.
vi.mock('../../../components/charts/draw', () => ({ drawChart: () => ({ setWidth() {}, destroy() {} }) }));

afterEach(() => vi.unstubAllGlobals());

const admin = profile(3, { id: 1, name: 'Ava Admin' });
const REVENUE = [
  {
    month: '2026-10',
    gross: 20000,
    discounts: 2000,
    refunds: -1000,
    producer_share: 11900,
    coproducer_share: 0,
    house_share: 5100,
  },
  {
    month: '2026-11',
    gross: 9999,
    discounts: 0,
    refunds: 0,
    producer_share: 6999,
    coproducer_share: 0,
    house_share: 3000,
  },
];
const PERIODS = [
  {
    period_start: '2026-10-01',
    period_end: '2026-10-31',
    statements: 2,
    gross: 20000,
    amount: 11900,
    house_share: 5100,
  },
];
const BALANCES = [
  {
    payee_id: 5,
    name: 'Nova Beats',
    email: 'producer@beatmarket.test',
    unstated: 6999,
    owed: 11900,
    pending: 0,
    paid: 0,
  },
  { payee_id: 6, name: 'Kay Two', email: 'producer2@beatmarket.test', unstated: 0, owed: 0, pending: 2500, paid: 700 },
];

const setup = (path = '/accounting', more: Parameters<typeof fakeFetch>[0] = {}) => {
  const server = fakeFetch({
    'GET /report/revenue-by-month/data': { data: REVENUE },
    'GET /report/accounting-periods/data': { data: PERIODS },
    'GET /report/producer-balances/data': { data: BALANCES },
    'GET /income_statement/records': { data: [], meta: { found: 0, total: 0 } },
    ...more,
  });
  const utils = renderRoutes(
    [
      { path: '/accounting', element: <AccountingPage /> },
      { path: '/income-statement/:id', element: <p>statement page</p> },
    ],
    { path, profile: admin },
  );
  return { ...utils, server };
};

describe('accounting overview', () => {
  it('totals the last twelve months, draws revenue and house share per month, and lists closed periods', async () => {
    const { server } = setup();
    const totals = await screen.findByLabelText('Totals of the last 12 months');
    // Revenue is what buyers paid net of refunds: the three shares (11900 + 5100, 6999 + 3000).
    expect(totals).toHaveTextContent('Revenue$269.99');
    expect(totals).toHaveTextContent('Producers$188.99');
    expect(totals).toHaveTextContent('House share$81');
    expect(totals).toHaveTextContent('Refunds−$10');
    const chart = screen.getByRole('figure', { name: 'Revenue and house share per month' });
    const table = within(chart).getByRole('table');
    expect(within(table).getByRole('row', { name: 'Oct 2026 $170 $51' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Nov 2026 $99.99 $30' })).toBeInTheDocument();
    const period = (await screen.findByText('10/01/2026 –')).closest('tr')!;
    expect(period).toHaveTextContent('10/01/2026 – 10/31/20262$200$119$51');
    const url = server.fn.mock.calls.map(([u]) => String(u)).find((u) => u.includes('/report/revenue-by-month/data'))!;
    const from = new URL(url, 'http://x');
    expect(from.searchParams.get('to')).toBe(utcDay());
    expect(from.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
  }, 20_000);

  it('keeps the section in the address and shows producers with their four balances', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    const nav = await screen.findByRole('navigation', { name: 'Accounting sections' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Producers' }));
    expect(router.state.location.search).toBe('?tab=producers');
    const row = (await screen.findByText('Nova Beats')).closest('tr')!;
    expect(row).toHaveTextContent('producer@beatmarket.test$119$0$0$69.99');
    // Owed first, most owed on top.
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).queryAllByText(/Nova Beats|Kay Two/)[0]?.textContent);
    expect(names).toEqual(['Nova Beats', 'Kay Two']);
    await user.click(row);
    expect(router.state.location.search).toBe(`?tab=statements&filter=${encodeURIComponent('{"payee_id":[5]}')}`);
  }, 20_000);
});

describe('close period', () => {
  it('preselects last month, closes it and shows the statements it made', async () => {
    const user = userEvent.setup();
    const { server, router } = setup('/accounting', {
      'POST /income_statement/close': { data: { statement_ids: [41, 42], count: 2 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Close period' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close period' });
    const last = monthOptions(utcDay()).find((m) => m.value === defaultMonth(utcDay()))!;
    expect(within(dialog).getByLabelText('Month')).toHaveValue(last.value);
    expect(within(dialog).getByRole('radio', { name: 'Calendar month' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Close period' }));
    await waitFor(() => expect(server.sent('POST', '/income_statement/close')).toHaveLength(1));
    expect(server.sent('POST', '/income_statement/close')[0]!.body).toEqual({
      period_start: last.period_start,
      period_end: last.period_end,
    });
    // The new statements are what the administrator looks at next.
    await waitFor(() => expect(router.state.location.search).toBe('?tab=statements'));
    expect(screen.queryByRole('dialog', { name: 'Close period' })).not.toBeInTheDocument();
  }, 20_000);

  it('closes a custom range typed as MM/DD/YYYY and shows the server’s field error', async () => {
    const user = userEvent.setup();
    const { server } = setup('/accounting', {
      'POST /income_statement/close': fieldError(
        422,
        'validation',
        'Invalid data',
        'Nothing to close here',
        'period_end',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Close period' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close period' });
    await user.click(within(dialog).getByRole('radio', { name: 'Custom range' }));
    const from = within(dialog).getByLabelText('From');
    await user.clear(from);
    await user.type(from, '03/02/2026{Enter}');
    const to = within(dialog).getByLabelText('To');
    await user.clear(to);
    await user.type(to, '03/01/2026{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Close period' }));
    // The shared schema refuses an end before the start without asking the server.
    expect(await within(dialog).findByText('Must be on or after the start date')).toBeInTheDocument();
    expect(server.sent('POST', '/income_statement/close')).toHaveLength(0);
    await user.clear(to);
    await user.type(to, '03/31/2026{Enter}');
    expect(within(dialog).getByText('Closes 03/02/2026 – 03/31/2026 (UTC days, both included).')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close period' }));
    expect(await within(dialog).findByText('Nothing to close here')).toBeInTheDocument();
    expect(server.sent('POST', '/income_statement/close')[0]!.body).toEqual({
      period_start: '2026-03-02',
      period_end: '2026-03-31',
    });
  }, 20_000);

  it('adds an adjustment typed in dollars to a producer’s next statement, taken back as negative cents', async () => {
    const user = userEvent.setup();
    const { server } = setup('/accounting?tab=producers', {
      'POST /income_statement/adjustment': { data: { id: 90 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add adjustment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add adjustment' });
    await user.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));
    expect(await within(dialog).findByText('Enter an amount like 12.50')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount (USD)'), '12.50');
    await user.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));
    // The shared schema names what is missing before anything is sent.
    expect(await within(dialog).findByText('Choose a producer')).toBeInTheDocument();
    expect(within(dialog).getByText('Say why')).toBeInTheDocument();
    expect(server.sent('POST', '/income_statement/adjustment')).toHaveLength(0);
    await user.selectOptions(within(dialog).getByLabelText('Producer'), 'Kay Two (producer2@beatmarket.test)');
    await user.click(within(dialog).getByRole('radio', { name: 'Take back' }));
    await user.type(within(dialog).getByLabelText('Reason'), 'Advance on the album');
    await user.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));
    await waitFor(() =>
      expect(server.sent('POST', '/income_statement/adjustment')[0]?.body).toEqual({
        payee_id: 6,
        amount: -1250,
        note: 'Advance on the album',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add adjustment' })).not.toBeInTheDocument());
  }, 20_000);
});
