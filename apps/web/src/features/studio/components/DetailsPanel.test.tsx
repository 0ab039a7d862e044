import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import type { StudioBeat } from '../api/use-studio-beat';
import { DetailsPanel } from './DetailsPanel';

afterEach(() => vi.unstubAllGlobals());

const beat = {
  id: 12,
  slug: 'night-shift',
  family: 'beat',
  beatType: 'plain',
  title: 'Night Shift',
  description: '',
  bpm: 90,
  musical_key: null,
  samples: false,
  available: true,
  price: 0,
  tags_object: { trap: { name: 'Trap', group: 'genre', hash: '#trap' } },
  coproducer_id: null,
  coproducer_name: null,
  bpm_detected: 121,
  key_detected: 'A minor',
  producer_id: 7,
  premium_download_data: null,
} as unknown as StudioBeat;

const show = (b: StudioBeat = beat) =>
  renderRoutes([{ path: '/', element: <DetailsPanel beat={b} /> }], { profile: profile(2) });

describe('beat details autosave (spec: single fields once the beat has an id)', () => {
  it('saves only the field that was left, and nothing when it did not change', async () => {
    const api = fakeFetch({ 'POST /beat/12/save': (body) => ({ data: { ...beat, ...(body as object) } }) });
    show();
    await userEvent.click(screen.getByLabelText('Title'));
    await userEvent.tab();
    expect(api.sent('POST', '/beat/12/save')).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('BPM'));
    await userEvent.type(screen.getByLabelText('BPM'), '96');
    await userEvent.tab();
    await waitFor(() => expect(api.sent('POST', '/beat/12/save').map((c) => c.body)).toEqual([{ bpm: 96 }]));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it('checks a field with the shared schema before sending, and shows the server’s field errors', async () => {
    const api = fakeFetch({
      'POST /beat/12/save': fieldError(422, 'validation_failed', 'Ooops!', 'Too similar to another title', 'title'),
    });
    show();
    await userEvent.clear(screen.getByLabelText('BPM'));
    await userEvent.type(screen.getByLabelText('BPM'), '999');
    await userEvent.tab();
    expect(await screen.findByText('At most 300')).toBeInTheDocument();
    expect(api.sent('POST', '/beat/12/save')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Title'), ' Again');
    await userEvent.tab();
    expect(await screen.findByText('Too similar to another title')).toBeInTheDocument();
  });

  it('offers the detected BPM and key, and adds a typed tag to the existing ones', async () => {
    const api = fakeFetch({ 'POST /beat/12/save': (body) => ({ data: { ...beat, ...(body as object) } }) });
    show();
    expect(screen.getByText(/Detected: 121 BPM/)).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Use' })[0]!);
    await waitFor(() => expect(api.sent('POST', '/beat/12/save').map((c) => c.body)).toContainEqual({ bpm: 121 }));
    await userEvent.selectOptions(screen.getByLabelText('Tag group'), 'mood');
    await userEvent.type(screen.getByLabelText('Add a tag'), 'Late Night{Enter}');
    await waitFor(() =>
      expect(api.sent('POST', '/beat/12/save').map((c) => c.body)).toContainEqual({
        tags: [
          { name: 'Trap', group: 'genre' },
          { name: 'Late Night', group: 'mood' },
        ],
      }),
    );
  });

  it('prices a feature in dollars and saves whole cents', async () => {
    const api = fakeFetch({
      'POST /beat/12/save': (body) => ({ data: { ...beat, family: 'feature', ...(body as object) } }),
    });
    show({ ...beat, family: 'feature', price: 15000 });
    const price = screen.getByLabelText('Price (USD)');
    expect(price).toHaveValue('150');
    await userEvent.clear(price);
    await userEvent.type(price, 'abc');
    await userEvent.tab();
    expect(await screen.findByText('Enter a price like 150 or 29.99')).toBeInTheDocument();
    await userEvent.clear(price);
    await userEvent.type(price, '199.99');
    await userEvent.tab();
    await waitFor(() => expect(api.sent('POST', '/beat/12/save').map((c) => c.body)).toEqual([{ price: 19999 }]));
  });

  it('switches the free untagged MP3 for the producer; a coproducer does not get the switch', async () => {
    const api = fakeFetch({
      'POST /beat/12/save': (body) => ({
        data: {
          ...beat,
          premium_download_data: (body as { premium_download: boolean }).premium_download
            ? { id: 1, name: 'Untagged MP3' }
            : null,
        },
      }),
    });
    const { unmount } = show();
    const free = screen.getByRole('checkbox', { name: 'Free untagged MP3 for signed-in users' });
    expect(free).not.toBeChecked();
    await userEvent.click(free);
    await waitFor(() =>
      expect(api.sent('POST', '/beat/12/save').map((c) => c.body)).toEqual([{ premium_download: true }]),
    );
    await waitFor(() => expect(free).toBeChecked());
    unmount();
    renderRoutes([{ path: '/', element: <DetailsPanel beat={{ ...beat, producer_id: 99, coproducer_id: 7 }} /> }], {
      profile: profile(2),
    });
    expect(screen.queryByRole('checkbox', { name: /untagged MP3/ })).toBeNull();
  });
});
