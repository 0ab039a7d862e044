import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { presetRange } from '../range';
import { BEATS, DEMAND, FUNNEL, MOVERS, SUMMARY } from '../test-data';
import { DashboardInsights } from './DashboardInsights';

vi.mock('uplot', () => ({
  default: class {
    static paths = { bars: () => null };
    static tzDate = (d: Date) => d;
    setSize() {}
    destroy() {}
  },
}));

afterEach(() => vi.unstubAllGlobals());

describe('DashboardInsights', { timeout: 20_000 }, () => {
  it("shows the producer's figures under its own address keys, without a producer column", async () => {
    const server = fakeFetch({
      'GET /report/intel-summary/data': { data: SUMMARY },
      'GET /report/intel-trend/data': { data: [] },
      'GET /report/intel-funnel/data': { data: FUNNEL },
      'GET /report/intel-movers/data': { data: MOVERS },
      'GET /report/intel-beats/data': { data: { rows: BEATS.slice(0, 1), total: 1 } },
      'GET /report/intel-demand/data': { data: DEMAND },
    });
    const { router } = renderRoutes([{ path: '/dashboard', element: <DashboardInsights /> }], {
      path: '/dashboard?i_range=7&page=3',
      profile: profile(2),
    });
    const section = await screen.findByRole('region', { name: 'Insights' });
    const row = await within(section).findByRole('row', { name: /Midnight Drive/ });
    expect(within(row).queryByText('Nova')).not.toBeInTheDocument();
    // Under the section's own heading (h2), its charts and movers are h3.
    expect(within(section).getByRole('heading', { name: 'Funnel', level: 3 })).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Top movers', level: 3 })).toBeInTheDocument();
    const summaryUrl = new URL(String(server.fn.mock.calls[0]![0]), 'http://x');
    expect(summaryUrl.searchParams.get('from')).toBe(presetRange(7).from);
    const demand = within(section).getByRole('region', { name: 'Search demand' });
    expect(within(demand).getByRole('heading', { name: 'Search demand', level: 3 })).toBeInTheDocument();
    expect(await within(demand).findByRole('rowheader', { name: 'dark #drill bpm:140-150' })).toBeInTheDocument();
    // Every report reads the reader's own beats (the server also forces a producer to their own), but the
    // search demand, which is the whole market's.
    const reports = server.fn.mock.calls
      .map(([u]) => new URL(String(u), 'http://x'))
      .filter((u) => u.pathname.includes('/report/'));
    const scopes = reports
      .filter((u) => !u.pathname.includes('intel-demand'))
      .map((u) => u.searchParams.get('producer_id'));
    expect(new Set(scopes)).toEqual(new Set([String(profile(2).id)]));
    expect(reports.find((u) => u.pathname.includes('intel-demand'))?.searchParams.has('producer_id')).toBe(false);
    const beatsUrl = server.fn.mock.calls.map(([u]) => String(u)).find((u) => u.includes('/report/intel-beats/'))!;
    expect(new URL(beatsUrl, 'http://x').searchParams.get('per_page')).toBe('10');

    await userEvent.click(within(section).getByRole('button', { name: '90 days' }));
    // The dashboard's own list keeps its page; the insights keys are apart.
    await waitFor(() => expect(router.state.location.search).toBe('?i_range=90&page=3'));
  });
});
