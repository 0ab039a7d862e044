import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { BOOT, profile, renderRoutes } from '../../../test/render';
import { SocialButtons } from './SocialButtons';

const setup = (providers: { id: string; name: string }[], onDone = vi.fn()) => {
  const utils = renderRoutes([{ path: '/', element: <SocialButtons onDone={onDone} /> }], {
    wrap: (n) => (
      <>
        {n}
        <Toaster />
      </>
    ),
  });
  utils.qc.setQueryData(['supporting-data'], { ...BOOT, social_providers: providers });
  return { ...utils, onDone };
};

afterEach(() => vi.unstubAllGlobals());

describe('social login buttons', () => {
  it('shows nothing when no provider is configured', () => {
    setup([]);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows one button per configured provider, 12 columns divided by their count (spec §9)', async () => {
    setup([
      { id: 'google', name: 'Google' },
      { id: 'testid', name: 'Test ID' },
      { id: 'gitlab', name: 'GitLab' },
    ]);
    const buttons = await screen.findAllByRole('button', { name: /^Continue with / });
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Continue with Google',
      'Continue with Test ID',
      'Continue with GitLab',
    ]);
    for (const b of buttons) expect(b.style.gridColumn).toBe('span 4 / span 4');
    expect(screen.getByText('or with your email')).toBeInTheDocument();
  });

  it('opens the provider in a pop-up and, when it reports success, reloads the profile and finishes', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const server = fakeFetch({ 'GET /profile': { data: profile(1) } });
    const user = userEvent.setup();
    const { onDone } = setup([{ id: 'testid', name: 'Test ID' }]);
    await user.click(await screen.findByRole('button', { name: 'Continue with Test ID' }));
    expect(open).toHaveBeenCalledWith('/oauth/testid', 'beatmarket-oauth', 'width=548,height=640');
    act(() =>
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'oauth' }, origin: window.location.origin })),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.sent('GET', '/profile').length).toBeGreaterThan(0);
  });

  it('shows the error the pop-up reports', async () => {
    setup([{ id: 'testid', name: 'Test ID' }]);
    await screen.findByRole('button', { name: 'Continue with Test ID' });
    act(() =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'oauth', error: 'This account is closed.' },
          origin: window.location.origin,
        }),
      ),
    );
    expect(await screen.findByText('This account is closed.')).toBeInTheDocument();
  });
});
