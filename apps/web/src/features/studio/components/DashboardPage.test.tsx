import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { DashboardPage } from './DashboardPage';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const beat = (id: number) => ({
  id,
  slug: `beat-${id}`,
  family: 'beat',
  title: `Beat ${id}`,
  full_title: `Beat ${id}`,
  image_url: null,
  bpm: 90,
  published_at: null,
  publish_requested_at: null,
  media_state: 'ready',
  plays: id * 10,
  favorites: 1,
  sales: 0,
  tags_object: {},
});

const routes = [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/beats/:slug/edit', element: <p>editor</p> },
  { path: '/beat/new', element: <p>new beat</p> },
];

/** The dashboard's list calls, as the query strings the server received. */
const listCalls = (fn: { mock: { calls: unknown[][] } }) =>
  fn.mock.calls
    .map(([url]) => String(url))
    .filter((u) => u.startsWith('/private-api/dashboard/beats'))
    .map((u) => new URLSearchParams(u.split('?')[1]));

describe('producer dashboard table', () => {
  it('opens the page in the address (?page=2), pages, searches and sorts through the server', async () => {
    const user = userEvent.setup();
    const api = fakeFetch({
      'GET /dashboard/beats': { data: [beat(11), beat(12)], meta: { found: 30, total: 30 } },
      'GET /profile/voice-tag': { data: { url: '/media/tag.mp3', is_default: true } },
    });
    const { router } = renderRoutes(routes, { path: '/dashboard?page=2', profile: profile(2) });
    // Label and text queries: role queries over a table of covers are slow on a busy machine.
    expect(await screen.findByLabelText('Edit Beat 11')).toHaveAttribute('href', '/beats/beat-11/edit');
    expect(listCalls(api.fn)[0]!.get('page')).toBe('2');
    expect(listCalls(api.fn)[0]!.get('sort')).toBe('-created');
    expect(screen.getByText('30 / 30')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('button', { name: '3' }));
    expect(router.state.location.search).toBe('?page=3');
    await waitFor(() => expect(listCalls(api.fn).at(-1)!.get('page')).toBe('3'));

    await user.click(screen.getByText('Plays'));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('plays');
    await waitFor(() => expect(listCalls(api.fn).at(-1)!.get('sort')).toBe('plays'));

    await user.type(screen.getByLabelText('Search your beats'), 'night');
    await waitFor(() => expect(listCalls(api.fn).at(-1)!.get('search')).toBe('night'), { timeout: 2000 });
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('night');

    await user.click(screen.getByText('120'));
    expect(router.state.location.pathname).toBe('/beats/beat-12/edit');
  }, 20_000);

  it('invites the first beat from the empty state', async () => {
    fakeFetch({ 'GET /dashboard/beats': { data: [], meta: { found: 0, total: 0 } } });
    renderRoutes(routes, { path: '/dashboard', profile: profile(2) });
    expect(await screen.findByText('No results found...')).toBeInTheDocument();
    const empty = screen.getByText('No results found...').parentElement!;
    expect(within(empty).getByRole('link', { name: 'New beat' })).toHaveAttribute('href', '/beat/new');
  });

  it('plays the voice tag with the site’s own controls, not the browser’s player', async () => {
    const user = userEvent.setup();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async function (
      this: HTMLMediaElement,
    ) {
      this.dispatchEvent(new Event('play'));
    });
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'));
    });
    fakeFetch({
      'GET /dashboard/beats': { data: [beat(1)], meta: { found: 1, total: 1 } },
      'GET /profile/voice-tag': { data: { url: '/media/tag.mp3', is_default: false } },
    });
    const { container } = renderRoutes(routes, { path: '/dashboard', profile: profile(2) });
    const button = await screen.findByRole('button', { name: 'Play voice tag' });
    expect(container.querySelector('audio[controls]')).toBeNull();
    expect(container.querySelector('audio')).toHaveAttribute('src', '/media/tag.mp3');
    await user.click(button);
    expect(play).toHaveBeenCalledOnce();
    expect(await screen.findByRole('button', { name: 'Pause voice tag' })).toHaveAttribute('aria-pressed', 'true');
    // The paused property of jsdom's element never changes; the button follows the element's events.
    Object.defineProperty(container.querySelector('audio')!, 'paused', { value: false, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Pause voice tag' }));
    expect(pause).toHaveBeenCalled();
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Play voice tag' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('slider', { name: 'Seek voice tag' })).toBeInTheDocument();
  });
});
