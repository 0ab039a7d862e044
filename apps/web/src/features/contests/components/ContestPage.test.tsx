import type { ContestData } from '@beatmarket/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { ContestPage } from './ContestPage';

afterEach(() => vi.unstubAllGlobals());

const contest = (over: Partial<ContestData> = {}): ContestData => ({
  id: 7,
  slug: 'hook',
  title: 'Hook contest',
  phase: 'voting',
  published: true,
  submissions_open_at: '2026-12-01T10:00:00.000Z',
  submissions_close_at: '2026-12-02T10:00:00.000Z',
  voting_open_at: '2026-12-02T10:00:00.000Z',
  voting_close_at: '2026-12-03T10:00:00.000Z',
  prizes_text: 'Cash and a coupon',
  entry_count: 2,
  brief: '<p>Write a hook.</p>',
  rules: '<p>Original vocals.</p>',
  prizes: [
    { place: 1, kind: 'cash', amount: 15_000 },
    { place: 2, kind: 'coupon', percent_off: 25 },
  ],
  max_entries: 1,
  file_name: 'stems.zip',
  file_href: null,
  entries: [
    { id: 1, title: 'Mine', artist: 'Me', audio_href: '/download/a', mine: true, votes: null },
    { id: 2, title: 'Theirs', artist: 'Them', audio_href: '/download/b', mine: false, votes: null },
  ],
  my_entry_count: 1,
  my_vote: null,
  winners: [],
  ...over,
});
const render = (data: ContestData, role?: number) => {
  const api = fakeFetch({ 'GET /contests/hook': { data }, 'POST /contests/7/vote': { data: { entry_id: 2 } } });
  renderRoutes([{ path: '/contests/:slug', element: <ContestPage /> }], {
    path: '/contests/hook',
    ...(role ? { profile: profile(role) } : {}),
  });
  return api;
};

describe('a contest page', () => {
  it('while voting: a Vote button on the entries of others only, posting the entry', async () => {
    const api = render(contest(), 1);
    const theirs = (await screen.findByText('Theirs')).closest('li')!;
    expect(within(screen.getByText('Mine').closest('li')!).queryByRole('button', { name: /Vote/ })).toBeNull();
    await userEvent.click(within(theirs as HTMLElement).getByRole('button', { name: /Vote/ }));
    await waitFor(() => expect(api.sent('POST', '/contests/7/vote')).toHaveLength(1));
    expect(api.sent('POST', '/contests/7/vote')[0]!.body).toEqual({ entry_id: 2 });
    // Every entry plays in a plain audio element from its signed link.
    expect(document.querySelectorAll('audio')).toHaveLength(2);
  });

  it('a visitor during submissions: no entry form, log in to enter and to download the stems', async () => {
    render(contest({ phase: 'submissions', my_entry_count: 0, entries: [] }));
    expect(await screen.findByText('to download the stems.')).toBeInTheDocument();
    expect(screen.getByText('to enter this contest.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Enter this contest' })).toBeNull();
  });

  it('past: the winners and prizes, the coupon code where the server gives it', async () => {
    render(
      contest({
        phase: 'closed',
        winners: [
          {
            place: 1,
            entry_id: 2,
            title: 'Theirs',
            artist: 'Them',
            prize: { place: 1, kind: 'cash', amount: 15_000 },
            coupon_code: null,
            order_id: null,
          },
          {
            place: 2,
            entry_id: 1,
            title: 'Mine',
            artist: 'Me',
            prize: { place: 2, kind: 'coupon', percent_off: 25 },
            coupon_code: 'WIN-ABC',
            order_id: null,
          },
          {
            place: 3,
            entry_id: 3,
            title: 'Also mine',
            artist: 'Me',
            prize: { place: 3, kind: 'feature', beat_id: 9, title: 'Verse Feature: Lena Cruz by Lena Cruz' },
            coupon_code: null,
            order_id: 41,
          },
        ],
      }),
      1,
    );
    const winners = await screen.findByRole('region', { name: 'Winners' });
    expect(within(winners).getByText(/Theirs by Them/)).toBeInTheDocument();
    expect(within(winners).getByText('WIN-ABC')).toBeInTheDocument();
    // A feature prize names the feature and links its winner to the order it was delivered as.
    expect(within(winners).getByText(/Feature: Verse Feature: Lena Cruz by Lena Cruz/)).toBeInTheDocument();
    expect(within(winners).getByRole('link', { name: "Your feature's order" })).toHaveAttribute('href', '/order/41');
    expect(screen.queryByRole('heading', { name: 'Pick the winners' })).toBeNull();
  });

  it('administrators pick the winners once closed, offered the most voted first', async () => {
    const api = fakeFetch({
      'GET /contests/hook': {
        data: contest({
          phase: 'closed',
          entries: [
            { id: 1, title: 'Mine', artist: 'Me', audio_href: '/download/a', mine: false, votes: 1 },
            { id: 2, title: 'Theirs', artist: 'Them', audio_href: '/download/b', mine: false, votes: 5 },
          ],
        }),
      },
      'POST /contests/7/winners': { data: { winners: 2 } },
    });
    renderRoutes([{ path: '/contests/:slug', element: <ContestPage /> }], {
      path: '/contests/hook',
      profile: profile(3),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pick winners and pay prizes' }));
    await waitFor(() => expect(api.sent('POST', '/contests/7/winners')).toHaveLength(1));
    expect(api.sent('POST', '/contests/7/winners')[0]!.body).toEqual({
      winners: [
        { place: 1, entry_id: 2 },
        { place: 2, entry_id: 1 },
      ],
    });
  });
});
