import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { FilesPanel } from './FilesPanel';

afterEach(() => vi.unstubAllGlobals());

const show = () =>
  renderRoutes([{ path: '/', element: <FilesPanel beat={{ id: 4, media_state: 'ready' }} /> }], {
    profile: profile(2),
  });

describe('the Delivery files card', () => {
  it('shows what a buyer receives per format and what is missing, not "Add" for what the pipeline made', async () => {
    fakeFetch({
      'GET /beat/4/delivery': {
        data: [
          { kind: 'mp3', source: 'pipeline', name: 'Night Drive.mp3', size: 7_340_032, attachment_id: null },
          { kind: 'wav', source: 'master', name: 'night-drive-master.wav', size: 52_428_800, attachment_id: null },
          { kind: 'zip', source: null, name: null, size: null, attachment_id: null },
        ],
      },
    });
    show();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    await within(rows[0]!).findByText('Made from your master');
    expect(within(rows[0]!).getByText('Night Drive.mp3')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('7.0 MB')).toBeInTheDocument();
    expect(within(rows[0]!).getByLabelText('Upload your own MP3')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Your WAV master')).toBeInTheDocument();
    expect(within(rows[1]!).getByLabelText('Upload another WAV (untagged)')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Missing: buyers get no ZIP trackouts')).toBeInTheDocument();
    expect(within(rows[2]!).getByLabelText('Add ZIP trackouts')).toBeInTheDocument();
    expect(screen.queryByLabelText('Add MP3')).toBeNull();
    expect(screen.queryByLabelText('Add WAV (untagged)')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('an uploaded file can be replaced or deleted', async () => {
    fakeFetch({
      'GET /beat/4/delivery': {
        data: [
          { kind: 'mp3', source: 'upload', name: 'mix.mp3', size: 1_048_576, attachment_id: 9 },
          { kind: 'wav', source: null, name: null, size: null, attachment_id: null },
          { kind: 'zip', source: null, name: null, size: null, attachment_id: null },
        ],
      },
    });
    show();
    expect(await screen.findByText('Your upload')).toBeInTheDocument();
    expect(screen.getByLabelText('Replace MP3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete mix.mp3' })).toBeInTheDocument();
    expect(screen.getByText('Missing: buyers get no WAV (untagged)')).toBeInTheDocument();
  });
});
