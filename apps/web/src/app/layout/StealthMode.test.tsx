import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditableContent } from '../../features/content/components/EditableContent';
import { fakeFetch } from '../../test/fake-fetch';
import { profile, renderRoutes } from '../../test/render';
import { AppLayout } from './AppLayout';

const routes = [
  {
    element: <AppLayout />,
    children: [{ path: '/', element: <EditableContent id="about-us" fallbackTitle="About Us" /> }],
  },
];

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('stealth mode (spec §3, a client-side flag)', () => {
  it('an administrator switches to the visitors’ view: public menu, no editing tools; and back', async () => {
    const api = fakeFetch({
      'GET /content/snippet/about-us': { data: { id: 'about-us', title: 'About Us', content: '' } },
    });
    renderRoutes(routes, { profile: profile(3) });
    const banner = within(document.querySelector<HTMLElement>('header[role=banner]')!);
    expect(await screen.findByRole('button', { name: /Edit text/ })).toBeInTheDocument();
    expect(banner.getByRole('button', { name: /More/ })).toBeInTheDocument();
    expect(banner.queryByRole('link', { name: 'Store' })).toBeNull();

    const toggle = screen.getByRole('button', { name: /Stealth mode: off/ });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Edit text/ })).toBeNull());
    expect(banner.getByRole('link', { name: 'Store' })).toBeInTheDocument();
    expect(banner.queryByRole('button', { name: /More/ })).toBeNull();
    // Kept in this browser only: nothing was sent to the server.
    expect(localStorage.getItem('beatmarket.stealth-mode')).toBe('1');
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: /Stealth mode: on/ }));
    expect(await screen.findByRole('button', { name: /Edit text/ })).toBeInTheDocument();
  });

  it('other users never see the switch, and a stale flag changes nothing for them', async () => {
    localStorage.setItem('beatmarket.stealth-mode', '1');
    fakeFetch({});
    renderRoutes(routes, { profile: profile(2) });
    expect(
      await within(document.querySelector<HTMLElement>('header[role=banner]')!).findByRole('link', { name: 'Store' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Stealth mode/ })).toBeNull();
  });
});
