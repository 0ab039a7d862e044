import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { AppLayout } from './AppLayout';

// Issue 14: the captcha library (35 KB gzip) is not part of a page; it loads when a form that needs it opens.
const altcha = vi.hoisted(() => ({ loaded: vi.fn() }));
vi.mock('altcha', () => {
  altcha.loaded();
  return {};
});

afterEach(() => vi.unstubAllGlobals());

describe('code loaded on demand', () => {
  it('loads the captcha only once the sign-up form opens', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: null, meta: { csrf: 't' } }))),
    );
    const user = userEvent.setup();
    renderRoutes([{ element: <AppLayout />, children: [{ path: '/', element: <p>home page</p> }] }]);
    const banner = within(await screen.findByRole('banner'));
    // Hovering the button starts loading the dialog's code, but the captcha belongs to the form.
    await user.hover(banner.getByRole('button', { name: 'Register' }));
    await new Promise((r) => setTimeout(r, 300));
    expect(altcha.loaded).not.toHaveBeenCalled();

    await user.click(banner.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('button', { name: 'Sign Up' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(altcha.loaded).toHaveBeenCalledOnce());
  }, 20_000);
});
