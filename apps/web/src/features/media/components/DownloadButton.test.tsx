import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { AuthDialog } from '../../auth/components/AuthDialog';
import { DownloadButton } from './DownloadButton';

vi.mock('../../../components/Captcha', () => ({ Captcha: () => null }));

const beat = { id: 31, title: 'Cold Rain', demo_url: '/media/previews/31-a.mp3' };
const snippets = {
  'GET /text_snippet/records': {
    data: [
      {
        id: 'purchase-info',
        title: 'Purchase information',
        content: '<p>Delivered the moment your payment clears.</p>',
      },
      {
        id: 'free-download-policy',
        title: 'Free download policy',
        content: '<p>Tagged previews for personal use only.</p>',
      },
      { id: 'youtube-policy', title: 'YouTube policy', content: '<p>Monetise within your licence.</p>' },
    ],
  },
  'GET /beat/31/private_url': { data: { href: '/download/signed-token', expires_in: 600 } },
};
let clicked: string[];
beforeEach(() => {
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.getAttribute('href')!);
  });
  document.cookie = 'beat-downloads=; max-age=0; path=/';
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// useSnippet filters by id on the server; the fake answers every snippet query with its match.
function server() {
  return fakeFetch({
    ...snippets,
    'GET /text_snippet/records': () => ({ data: snippets['GET /text_snippet/records'].data }),
  });
}

describe('demo download (spec §4)', () => {
  it('asks a visitor to log in first', async () => {
    server();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <DownloadButton beat={beat} />
              <AuthDialog />
            </>
          ),
        },
      ],
      { profile: null },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Free download' }));
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Licensing information' })).not.toBeInTheDocument();
  });

  it('shows the purchase info only, then the terms on the first download, then follows a private link and records the stat', async () => {
    const api = server();
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <DownloadButton beat={beat} /> }], { profile: profile(1) });
    await user.click(screen.getByRole('button', { name: 'Free download' }));
    const info = await screen.findByRole('dialog', { name: 'Licensing information' });
    await waitFor(() => expect(info).toHaveTextContent('Delivered the moment your payment clears.'));
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(info).not.toHaveTextContent('Monetise');
    await user.click(screen.getByRole('button', { name: 'Continue to download' }));
    await user.click(await screen.findByRole('button', { name: 'I accept these conditions' }));
    await waitFor(() => expect(clicked).toEqual(['/download/signed-token']));
    await waitFor(() => expect(api.sent('POST', '/beat/31/stat/downloaded')).toHaveLength(1));
    expect(document.cookie).toContain('beat-downloads=1');

    // The second download skips the terms (every N = 5 by default) and reuses the fresh link.
    await user.click(screen.getByRole('button', { name: 'Free download' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to download' }));
    await waitFor(() => expect(clicked).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'I accept these conditions' })).not.toBeInTheDocument();
    expect(api.sent('GET', '/beat/31/private_url')).toHaveLength(1);
  });

  it('stops when the licensing dialog is closed', async () => {
    server();
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <DownloadButton beat={beat} /> }], { profile: profile(1) });
    await user.click(screen.getByRole('button', { name: 'Free download' }));
    await screen.findByRole('dialog', { name: 'Licensing information' });
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(clicked).toEqual([]);
  });
});
