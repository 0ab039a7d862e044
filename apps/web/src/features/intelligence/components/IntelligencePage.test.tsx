import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { presetRange } from '../range';
import { BEATS, DEMAND, DROPOFF, FUNNEL, MOVERS, PRODUCERS, SUMMARY } from '../test-data';
import { IntelligencePage } from './IntelligencePage';

// jsdom draws no canvas: the trend chart's uPlot is a stand-in.
vi.mock('uplot', () => ({
  default: class {
    static paths = { bars: () => null };
    static tzDate = (d: Date) => d;
    setSize() {}
    destroy() {}
  },
}));

const serve = () =>
  fakeFetch({
    'GET /report/intel-summary/data': { data: SUMMARY },
    'GET /report/intel-trend/data': { data: [{ ...SUMMARY, day: presetRange(30).to }] },
    'GET /report/intel-funnel/data': { data: FUNNEL },
    'GET /report/intel-movers/data': { data: MOVERS },
    'GET /report/intel-beats/data': { data: { rows: BEATS, total: 2 } },
    'GET /report/intel-producers/data': { data: PRODUCERS },
    'GET /report/intel-dropoff/data': { data: DROPOFF },
    'GET /report/intel-demand/data': { data: DEMAND },
  });
/** The query strings the page sent to one report. */
const asked = (fn: ReturnType<typeof fakeFetch>['fn'], id: string) =>
  fn.mock.calls
    .map(([url]) => String(url))
    .filter((u) => u.includes(`/report/${id}/data`))
    .map((u) => new URL(u, 'http://x').searchParams);

const show = (path = '/beats-intelligence') =>
  renderRoutes([{ path: '/beats-intelligence', element: <IntelligencePage /> }], { path, profile: profile(3) });

afterEach(() => vi.unstubAllGlobals());

// Each test renders the whole page and clicks through it: slow on a busy two-core machine.
describe('IntelligencePage', { timeout: 20_000 }, () => {
  let server: ReturnType<typeof serve>;
  beforeEach(() => {
    server = serve();
  });

  it('shows the totals, the charts, the movers and the per-beat table for the last 30 days', async () => {
    show();
    expect(await screen.findByRole('heading', { name: 'Beat Intelligence', level: 1 })).toBeInTheDocument();
    const totals = screen.getByLabelText('Totals');
    await waitFor(() => expect(within(totals).getByText('1,234')).toBeInTheDocument());
    expect(within(totals).getByText('$209.93')).toBeInTheDocument();
    expect(within(totals).getByText('0.6%')).toBeInTheDocument();
    const range = presetRange(30);
    expect(asked(server.fn, 'intel-summary')[0]!.get('from')).toBe(range.from);
    expect(asked(server.fn, 'intel-summary')[0]!.get('to')).toBe(range.to);
    expect(screen.getByRole('figure', { name: 'Funnel' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Funnel', level: 2 })).toBeInTheDocument();
    const trend = screen.getByRole('figure', { name: 'Plays and sales per day' });
    await userEvent.click(within(trend).getByRole('button', { name: 'Show table of Plays and sales per day' }));
    const trendHeaders = within(trend)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(trendHeaders).toEqual(['Day', 'Plays (raw)', 'Plays (counted)', 'Sales']);
    const movers = screen.getByRole('region', { name: 'Top movers' });
    expect(await within(movers).findByText('+500 (+166.7%)')).toBeInTheDocument();
    expect(within(movers).getByText('−166 (−27.7%)')).toBeInTheDocument();

    // The table acct-web's journey reads: title with plays and sales under named column headers.
    const table = (await screen.findByRole('cell', { name: /Sunset Trap/ })).closest('table')!;
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Title', 'Plays (raw)', 'Plays (counted)', 'Sales', 'Revenue']));
    const row = within(table).getByRole('row', { name: /Sunset Trap/ });
    const plays = headers.indexOf('Plays (raw)');
    const sales = headers.indexOf('Sales');
    expect(within(row).getAllByRole('cell')[plays]).toHaveTextContent('434');
    expect(within(row).getAllByRole('cell')[sales]).toHaveTextContent('2');
    expect(within(row).getByText('Kilo')).toBeInTheDocument();
  });

  it('keeps the range, sort and tab in the address and asks the reports for them', async () => {
    const { router } = show();
    await screen.findByRole('cell', { name: /Sunset Trap/ });
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?range=7'));
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(asked(server.fn, 'intel-beats').at(-1)!.get('from')).toBe(presetRange(7).from));

    await userEvent.click(screen.getByRole('button', { name: /Sales/ }));
    await waitFor(() => expect(asked(server.fn, 'intel-beats').at(-1)!.get('sort')).toBe('sales'));
    expect(router.state.location.search).toBe('?range=7&sort=sales');

    await userEvent.click(screen.getByRole('tab', { name: 'Per producer' }));
    const nova = await screen.findByRole('row', { name: /Nova/ });
    expect(within(nova).getByText('3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?range=7&tab=producers');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search producers' }), 'kil');
    // The search waits for typing to pause (debounced).
    await waitFor(() => expect(screen.queryByRole('row', { name: /Nova/ })).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(screen.getByRole('row', { name: /Kilo/ })).toBeInTheDocument();
  });

  it('opens a custom range from the address', async () => {
    show('/beats-intelligence?range=custom&from=2026-10-01&to=2026-10-31');
    await waitFor(() => expect(asked(server.fn, 'intel-summary')).toHaveLength(1));
    expect(asked(server.fn, 'intel-summary')[0]!.get('from')).toBe('2026-10-01');
    expect(screen.getByLabelText('From')).toHaveValue('10/01/2026');
    expect(screen.getByLabelText('To')).toHaveValue('10/31/2026');
  });

  it('exports the per-beat table as the server builds it: range, search and sort of the table, never its page', async () => {
    show('/beats-intelligence?sort=-revenue&search=t');
    await screen.findByRole('cell', { name: /Sunset Trap/ });
    const link = screen.getByRole('link', { name: 'Export beats as CSV' });
    const url = new URL(link.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe('/private-api/report/intel-beats/export');
    expect(url.searchParams.get('sort')).toBe('-revenue');
    expect(url.searchParams.get('search')).toBe('t');
    expect(url.searchParams.get('from')).toBe(asked(server.fn, 'intel-beats').at(-1)!.get('from'));
    expect(url.searchParams.has('page')).toBe(false);
    expect(url.searchParams.has('per_page')).toBe(false);
    expect(link).toHaveAttribute('download');
  });

  it('opens a beat’s drop-off from its row, keeps it in the address and closes it (decision 0103)', async () => {
    const { router } = show();
    await userEvent.click(await screen.findByRole('button', { name: 'Drop-off of Sunset Trap' }));
    const figure = await screen.findByRole('figure', { name: 'Drop-off' });
    expect(await within(figure).findByRole('rowheader', { name: '50% heard' })).toBeInTheDocument();
    expect(router.state.location.search).toContain('beat=2');
    expect(asked(server.fn, 'intel-dropoff').at(-1)?.get('beat_id')).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: 'Close drop-off' }));
    expect(screen.queryByRole('figure', { name: 'Drop-off' })).not.toBeInTheDocument();
  });

  it('shows what buyers search for and do not find, by week, with the tags, tempos and sound references asked for', async () => {
    show();
    const section = await screen.findByRole('region', { name: 'Search demand' });
    const week = await within(section).findByRole('table', { name: 'Unmet searches, Week of 11/30/2026' });
    const row = within(week).getByRole('row', { name: /dark #drill bpm:140-150/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['7', '7', '0']);
    expect(within(section).getByText('· 12 of 40 searches unmet')).toBeInTheDocument();
    expect(within(section).getByText('bpm:140-150')).toBeInTheDocument();
    const references = within(section).getByRole('list', { name: 'Sounds like references, Week of 11/30/2026' });
    expect(within(references).getByRole('listitem')).toHaveTextContent('#lofi #chill #piano ×3');
    expect(asked(server.fn, 'intel-demand').at(-1)?.get('producer_id')).toBeNull();
  });
});
