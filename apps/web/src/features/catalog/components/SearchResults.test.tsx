import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { SearchResults } from './SearchResults';

vi.mock('./BeatGrid', () => ({ BeatGrid: ({ beats }: { beats?: unknown[] }) => <p>{beats?.length ?? 0} cards</p> }));

afterEach(() => vi.unstubAllGlobals());

/** The server's answer for page n of a search: `total` matches, counted up to 250. */
function serve(total: number, info: Record<string, unknown> = {}) {
  const fake = fakeFetch({});
  fake.fn.mockImplementation(async (url: string) => {
    const page = Number(new URL(url, 'http://x').searchParams.get('page'));
    const rows = Math.max(0, Math.min(25, total - (page - 1) * 25));
    const meta = {
      csrf: 'c',
      found: Math.min(total, 250),
      total: 250,
      ...(total > 250 || Object.keys(info).length
        ? { other_query_info: { ...(total > 250 && { found_capped: true }), ...info } }
        : {}),
    };
    return new Response(
      JSON.stringify({ data: Array.from({ length: rows }, (_, i) => ({ id: page * 100 + i })), meta }),
      { status: 200 },
    );
  });
}

describe('search results', () => {
  it('reads a capped count as a lower bound and keeps paging while pages are full', async () => {
    const user = userEvent.setup();
    serve(260);
    renderRoutes([{ path: '/', element: <SearchResults search="dark" /> }]);
    expect(await screen.findByText('250+ beats')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 10+')).toBeInTheDocument();
    for (let page = 2; page <= 11; page++) {
      await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByText(page < 11 ? `Page ${page} of ${Math.max(10, page)}+` : 'Page 11 of 11');
    }
    expect(await screen.findByText('10 cards')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled());
  });

  it('counts exactly below the cap and stops at the last page', async () => {
    const user = userEvent.setup();
    serve(40);
    renderRoutes([{ path: '/', element: <SearchResults search="wombat" /> }]);
    expect(await screen.findByText('40 beats')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled());
  });

  it('says when the words were mended, and only then', async () => {
    serve(3, { mended: true });
    const { unmount } = renderRoutes([{ path: '/', element: <SearchResults search="pianno" /> }]);
    expect(await screen.findByText('3 beats')).toBeInTheDocument();
    expect(screen.getByText(/closest matches/)).toBeInTheDocument();
    unmount();
    serve(3);
    renderRoutes([{ path: '/', element: <SearchResults search="piano" /> }]);
    expect(await screen.findByText('3 beats')).toBeInTheDocument();
    expect(screen.queryByText(/closest matches/)).not.toBeInTheDocument();
  });
});
