import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAN } from '../../subscriptions/components/test-fixtures';
import { fakeFetch } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { ProducerPage } from './ProducerPage';

// The cards are what is under test; the grid has its own.
vi.mock('./BeatGrid', () => ({ BeatGrid: () => null }));
afterEach(() => vi.unstubAllGlobals());

const beat = (over: Record<string, unknown> = {}) => ({
  id: 1,
  producer_id: 2,
  producer_name: 'Reed Beats',
  producer_nickname: 'reedbeats',
  producer_identifier: null,
  coproducer_id: null,
  coproducer_name: null,
  coproducer_nickname: null,
  ...over,
});
const NIGHT = {
  ...PLAN,
  id: 8,
  name: 'Night Club',
  price: 999,
  trial_days: 7,
  trial_available: true,
  producer: { id: 2, name: 'Reed Beats' },
  subscribers: 0,
  grants: [
    '3 beats a month under the Inner Circle Unlimited licence',
    'Any beat by Reed Beats',
    'Free for 7 days, then $9.99 a month',
  ],
};
const open = (beats: unknown[], plans: unknown[]) => {
  const api = fakeFetch({
    'GET /beat/records': { data: beats, meta: { found: beats.length, total: beats.length } },
    'GET /subscribable/records': { data: plans },
  });
  renderRoutes([{ path: '/profile/:identifier', element: <ProducerPage /> }], { path: '/profile/ReedBeats' });
  return api;
};
const planQuery = (api: ReturnType<typeof fakeFetch>) =>
  new URLSearchParams(
    api.fn.mock.calls
      .map(([u]) => String(u))
      .find((u) => u.includes('/subscribable/records'))!
      .split('?')[1],
  );

describe('the producer page’s memberships', () => {
  it('shows each published plan in plain words, with its price, trial and Join', async () => {
    const api = open([beat()], [NIGHT]);
    const card = await screen.findByRole('article', { name: 'Night Club membership' });
    expect(within(card).getByRole('heading', { name: 'Night Club' })).toBeInTheDocument();
    expect(within(card).getByText('$9.99 a month')).toBeInTheDocument();
    expect(within(card).getByText('7-day free trial')).toBeInTheDocument();
    // What it grants; its terms are the price and trial above, and the subscribe page's in full.
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['3 beats a month under the Inner Circle Unlimited licence', 'Any beat by Reed Beats']);
    expect(within(card).getByRole('link', { name: 'Join Night Club' })).toHaveAttribute('href', '/subscribe/8');
    // Buyers' view: published plans of this producer only, even when the producer looks at their own page.
    expect(JSON.parse(planQuery(api).get('filter')!)).toEqual({ producer_id: 2, published: true });
  });

  it('finds the producer, and their name, through a beat they co-produced', async () => {
    const api = open(
      [
        beat({
          producer_id: 5,
          producer_name: 'Other Producer',
          producer_nickname: 'other',
          coproducer_id: 2,
          coproducer_name: 'Reed Beats',
          coproducer_nickname: 'reedbeats',
        }),
      ],
      [NIGHT],
    );
    await screen.findByRole('article', { name: 'Night Club membership' });
    expect(JSON.parse(planQuery(api).get('filter')!)).toMatchObject({ producer_id: 2 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reed Beats');
  });

  it('shows nothing when the producer has no plan', async () => {
    const api = open([beat()], []);
    await vi.waitFor(() => expect(api.sent('GET', '/subscribable/records')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Memberships' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Join/ })).not.toBeInTheDocument();
  });
});
