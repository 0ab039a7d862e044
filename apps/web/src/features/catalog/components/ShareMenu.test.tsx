import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT, profile, renderRoutes } from '../../../test/render';
import type { Beat } from '../../../lib/beat';
import { ShareMenu } from './ShareMenu';

const beat = {
  id: 12,
  title: 'Cold Rain',
  full_title: 'Cold Rain',
  producer_name: 'Lena Cruz',
  token: 'tok123',
} as Beat;

function setup(role: number | null) {
  const writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ data: {}, meta: { csrf: 't' } })));
  vi.stubGlobal('fetch', fetchMock);
  const { qc } = renderRoutes([{ path: '/', element: <ShareMenu beat={beat} /> }], {
    profile: role === null ? null : profile(role),
  });
  return { writeText, fetchMock, qc };
}
afterEach(() => vi.unstubAllGlobals());

// The menu's code loads on the first press: the first test also pays for transforming that chunk.
describe('share menu (spec §2, §5, §7)', { timeout: 15_000 }, () => {
  it('copies the beat link and records shared_link', async () => {
    const user = userEvent.setup();
    const { writeText, fetchMock } = setup(null);
    await user.click(await screen.findByRole('button', { name: 'Share Cold Rain' }));
    expect(screen.queryByRole('menuitem', { name: 'MP3' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/beat/12`);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/beat/12/stat/shared_link'))).toBe(true),
    );
  });

  it('gives administrators the trackouts, mp3 and wav pages, copied without a stat', async () => {
    const user = userEvent.setup();
    const { writeText, fetchMock } = setup(3);
    await user.click(await screen.findByRole('button', { name: 'Share Cold Rain' }));
    await user.click(await screen.findByRole('menuitem', { name: 'WAV' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/dt/tok123/wav`);
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/stat/'))).toBe(false);
  });

  it('leads the shared text with the store caption from settings', async () => {
    const user = userEvent.setup();
    const { qc } = setup(null);
    qc.setQueryData(['supporting-data'], { ...BOOT, settings: { social_share_caption: 'Hear this' } });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await user.click(await screen.findByRole('button', { name: 'Share Cold Rain' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Twitter' }));
    expect(String(open.mock.calls[0]?.[0])).toContain(
      `&text=${encodeURIComponent('Hear this: Cold Rain by Lena Cruz')}`,
    );
    open.mockRestore();
  });
});
