import type { DownloadBuildView } from '@beatmarket/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Beat } from '../../lib/beat';
import { fakeFetch } from '../../test/fake-fetch';
import { profile, renderRoutes } from '../../test/render';
import { DownloadBuilderPage } from './DownloadBuilderPage';

const BUILD: DownloadBuildView = {
  id: 4,
  title: 'Press kit',
  beat_ids: [1, 2],
  beat_count: 2,
  formats: ['preview', 'wav'],
  status: 'building',
  files_total: 4,
  files_done: 1,
  bytes_done: 40,
  size_bytes: null,
  progress: 40,
  error: null,
  expires_at: '2099-01-31T00:00:00.000Z',
  expired: false,
  download_count: 0,
  created_at: '2099-01-01T00:00:00.000Z',
  deleted_at: null,
};
const READY = { ...BUILD, status: 'ready', progress: 100, files_done: 4, size_bytes: 3 * 1024 ** 2 } as const;
const beat = (id: number, title: string) =>
  ({
    id,
    title,
    full_title: title,
    producer_name: 'Nova',
    media_state: 'ready',
    deleted_at: null,
    sold: false,
    published_at: '2099-01-01',
    publish_requested_at: null,
    family: 'beat',
    slug: `b${id}`,
    image_url: null,
  }) as unknown as Beat;
const list = (rows: unknown[]) => ({ data: rows, meta: { total: rows.length, found: rows.length } });
const show = (path = '/beats/download-builder') =>
  renderRoutes([{ path: '/beats/download-builder', element: <DownloadBuilderPage /> }], {
    path,
    profile: profile(3),
    wrap: (n) => (
      <>
        {n}
        <Toaster />
      </>
    ),
  });

afterEach(() => vi.unstubAllGlobals());

describe('download builder', () => {
  it('shows a building package’s progress until it is ready, then its size and link', { timeout: 20_000 }, async () => {
    let reads = 0;
    const api = fakeFetch({
      'GET /download_build/records': () => list([reads > 1 ? READY : BUILD]),
      'GET /download_build/4': () => ({ data: ++reads > 1 ? READY : BUILD }),
      'POST /download_build/4/link': { data: { href: 'http://x.test/package/abc.def', expires_at: BUILD.expires_at } },
    });
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    show();
    const bar = await screen.findByRole('progressbar', { name: 'Building Press kit' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Copy the link of Press kit' })).toBeDisabled();
    // The list is read again once the package's own polling sees it ready.
    const row = (await screen.findByText('3.0 MB', {}, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByText('Ready')).toHaveClass('rounded-full');
    expect(screen.queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy the link of Press kit' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Copy the link of Press kit' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://x.test/package/abc.def'));
    expect(await screen.findByText('URL copied to the clipboard!')).toBeInTheDocument();
    expect(api.sent('POST', '/download_build/4/link')).toHaveLength(1);
  });

  it('builds a package of the ticked beats, and says what is missing first', { timeout: 20_000 }, async () => {
    const api = fakeFetch({
      'GET /beat/records': list([beat(1, 'Midnight'), beat(2, 'Sunrise')]),
      'POST /download_build/create': (body) => ({ data: { ...BUILD, ...(body as object) } }),
      'GET /download_build/records': list([]),
    });
    show('/beats/download-builder?view=new');
    await screen.findByText('Midnight');
    await userEvent.click(screen.getByRole('button', { name: 'Build' }));
    expect(await screen.findByText('Choose at least one beat')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(api.sent('POST', '/download_build/create')).toHaveLength(0);

    await userEvent.click(within(screen.getByText('Midnight').closest('tr')!).getByRole('checkbox'));
    await userEvent.click(within(screen.getByText('Sunrise').closest('tr')!).getByRole('checkbox'));
    expect(await screen.findByText('2 beats selected')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), 'Sync library');
    await userEvent.click(screen.getByLabelText('WAV'));
    await userEvent.click(screen.getByLabelText('Tagged preview (MP3)'));
    await userEvent.selectOptions(screen.getByLabelText('Link expires after'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Build' }));
    await waitFor(() => expect(api.sent('POST', '/download_build/create')).toHaveLength(1));
    expect(api.sent('POST', '/download_build/create')[0]!.body).toEqual({
      title: 'Sync library',
      beat_ids: [1, 2],
      formats: ['mp3', 'wav'],
      expires_in_days: 30,
    });
    expect(await screen.findByText('Package queued')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'New package' })).toBeInTheDocument();
  });

  it('puts the server’s refusals under their fields', { timeout: 20_000 }, async () => {
    fakeFetch({
      'GET /beat/records': list([beat(1, 'Midnight')]),
      'POST /download_build/create': {
        status: 422,
        response_data: {
          error: 'No such beat: #1',
          code: 'validation_failed',
          header: 'Ooops!',
          errors: [{ topic_id: 'beat_ids', message: 'No such beat: #1' }],
        },
      },
    });
    show('/beats/download-builder?view=new');
    await userEvent.click(within((await screen.findByText('Midnight')).closest('tr')!).getByRole('checkbox'));
    await userEvent.type(screen.getByLabelText('Title'), 'Kit');
    await userEvent.click(screen.getByRole('button', { name: 'Build' }));
    expect(await screen.findByText('No such beat: #1')).toBeInTheDocument();
  });
});
