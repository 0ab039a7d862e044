import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import type { Beat } from '../../../lib/beat';
import { PlayButton } from './PlayButton';

const preparing = {
  id: 9,
  title: 'Cold Rain',
  full_title: 'Cold Rain',
  demo_url: null,
  media_state: 'processing',
} as unknown as Beat;
const ready = { ...preparing, demo_url: '/media/previews/9.mp3', media_state: 'ready' } as Beat;

/** A card list whose server finishes the preview after the first answer. */
let calls = 0;
function List() {
  const { data } = useQuery({
    queryKey: ['records', 'beat', { test: true }],
    queryFn: () => Promise.resolve(calls++ === 0 ? [preparing] : [ready]),
  });
  return (
    <>
      {data?.map((b) => (
        <PlayButton key={b.id} beat={b} playlist={data} playlistId="test" />
      ))}
    </>
  );
}

describe('a card whose preview is being prepared', () => {
  it(
    'shows a disabled play control that turns live once the refetched list has the preview',
    { timeout: 10_000 },
    async () => {
      renderRoutes([{ path: '/', element: <List /> }]);
      const pending = await screen.findByRole('button', { name: 'Preview is being prepared: Cold Rain' });
      expect(pending).toBeDisabled();
      // The shared refresh runs every 3 s; the list's next answer has the preview.
      expect(await screen.findByRole('button', { name: 'Play Cold Rain' }, { timeout: 5000 })).toBeEnabled();
      expect(screen.queryByRole('button', { name: /being prepared/ })).toBeNull();
    },
  );

  it('a beat with no audio at all still has the control, disabled', async () => {
    renderRoutes([
      {
        path: '/',
        element: <PlayButton beat={{ ...preparing, media_state: 'none' } as Beat} playlist={[]} playlistId="t" />,
      },
    ]);
    expect(await screen.findByRole('button', { name: 'No preview yet: Cold Rain' })).toBeDisabled();
  });
});
