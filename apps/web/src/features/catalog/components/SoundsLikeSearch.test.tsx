import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { SoundsLike } from './SoundsLike';

vi.mock('./BeatGrid', () => ({
  BeatGrid: ({ beats }: { beats?: { id: number }[] }) => <p>{beats?.map((b) => `#${b.id}`).join(' ') ?? 'none'}</p>,
}));

afterEach(() => vi.unstubAllGlobals());

describe('search by sound (issue 37 §3)', () => {
  it('"More like this": asks at once for the beats nearest the beat, narrowed by the search', async () => {
    const server = fakeFetch({ 'POST /beat/sounds_like': { data: [{ id: 7 }, { id: 3 }] } });
    renderRoutes([{ path: '/', element: <SoundsLike beatId={12} search="#trap" /> }]);
    expect(await screen.findByText('#7 #3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'More like this' })).toBeInTheDocument();
    expect(server.sent('POST', '/beat/sounds_like').map((c) => c.body)).toEqual([{ beat_id: 12, search: '#trap' }]);
  });

  it('says why a beat cannot be searched by (not listened to yet)', async () => {
    fakeFetch({
      'POST /beat/sounds_like': fieldError(
        422,
        'validation_failed',
        'Error',
        'This beat has not been listened to yet. Try again in a few minutes.',
        'beat_id',
      ),
    });
    renderRoutes([{ path: '/', element: <SoundsLike beatId={12} search="" /> }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('This beat has not been listened to yet.');
  });

  it('is a button until asked for; a visitor is asked to log in before sending a track', async () => {
    fakeFetch({});
    renderRoutes([{ path: '/', element: <SoundsLike search="dark" /> }], { profile: null });
    await userEvent.click(screen.getByRole('button', { name: 'Search by sound' }));
    expect(await screen.findByRole('heading', { name: 'Sounds like your track' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Reference track (WAV or MP3)')).not.toBeInTheDocument();
  });

  it('a signed-in buyer gets the file field, and is told to choose a file first', async () => {
    fakeFetch({});
    renderRoutes([{ path: '/', element: <SoundsLike search="dark" /> }], { profile: profile(3) });
    await userEvent.click(screen.getByRole('button', { name: 'Search by sound' }));
    expect(await screen.findByLabelText('Reference track (WAV or MP3)')).toBeInTheDocument();
    expect(screen.getByText(/Results also match “dark”/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Find beats like it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a WAV or MP3 file first.');
  });
});
