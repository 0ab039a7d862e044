import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import type { Beat } from '../../../lib/beat';
import { PlayButton } from './PlayButton';

const a = {
  id: 41,
  title: 'Cold Rain',
  full_title: 'Cold Rain',
  demo_url: '/media/previews/41.mp3',
  producer_name: 'Lena Cruz',
} as Beat;
const b = { ...a, id: 42, title: 'Neon Riot', full_title: 'Neon Riot', demo_url: '/media/previews/42.mp3' } as Beat;

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('play buttons follow the playing playlist (spec §2)', () => {
  it('shows Pause only on the playing beat of the playing list', async () => {
    renderRoutes([
      {
        path: '/',
        element: (
          <>
            <PlayButton beat={a} playlist={[a, b]} playlistId="section:newest" />
            <PlayButton beat={b} playlist={[a, b]} playlistId="section:newest" />
            <PlayButton beat={a} playlist={[a]} playlistId="beat:41" />
          </>
        ),
      },
    ]);
    await userEvent.click(screen.getAllByRole('button', { name: 'Play Cold Rain' })[0]!);
    // The audio element reports that it is playing.
    const audio = (HTMLMediaElement.prototype.play as unknown as { mock: { contexts: HTMLMediaElement[] } }).mock
      .contexts[0]!;
    act(() => void audio.dispatchEvent(new Event('playing')));
    expect(screen.getByRole('button', { name: 'Pause Cold Rain' })).toBeInTheDocument();
    // The same beat in another list is not the one playing.
    expect(screen.getByRole('button', { name: 'Play Cold Rain' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Neon Riot' })).toBeInTheDocument();
  });

  it('is there but disabled for a beat without a preview (issue 14: no card without a play control)', () => {
    renderRoutes([{ path: '/', element: <PlayButton beat={{ ...a, demo_url: null }} playlist={[]} playlistId="x" /> }]);
    expect(screen.getByRole('button', { name: /Cold Rain/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Play Cold Rain' })).not.toBeInTheDocument();
  });
});
