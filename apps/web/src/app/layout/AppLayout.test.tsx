import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, fakeFetch } from '../../test/fake-fetch';
import { BOOT, profile, renderRoutes } from '../../test/render';
import { Guard } from '../guards';
import { AppLayout } from './AppLayout';

const routes = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <p>home page</p> },
      {
        path: '/profile',
        handle: { access: 'login' },
        element: (
          <Guard access="login">
            <p>profile page</p>
          </Guard>
        ),
      },
    ],
  },
];
const banner = () => within(screen.getByRole('banner'));

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());
// The layout preloads its dialogs in idle time; let those imports finish before the environment goes,
// or a slow machine reports them as loads after teardown.
afterAll(async () => {
  await Promise.all([
    import('../../features/auth/components/AuthDialog'),
    import('../../features/contact/ContactDialog'),
    import('../../features/cart/editor/LicenseEditorDialog'),
  ]);
});

describe('layout (spec §2)', () => {
  it('offers Register to a new visitor and Login to an existing app user', async () => {
    const first = renderRoutes(routes);
    expect(await banner().findByRole('button', { name: 'Register' })).toBeInTheDocument();
    first.unmount();
    localStorage.setItem('beatmarket.app-user', '1');
    renderRoutes(routes);
    expect(await banner().findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(banner().queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('offers Login on phones too, beside Register', async () => {
    renderRoutes(routes);
    const login = await banner().findByRole('button', { name: 'Login' });
    expect(banner().getByRole('button', { name: 'Register' })).toBeInTheDocument();
    // It used to be hidden below the sm breakpoint, so a returning user on a phone saw only Register.
    expect(login.className).not.toMatch(/max-sm:hidden|(^|\s)hidden/);
  });

  it("links the user's name to the profile and keeps favorites (and a producer's dashboard) in the header", async () => {
    renderRoutes(routes, { profile: profile(2) });
    expect(await banner().findByRole('link', { name: 'Jay' })).toHaveAttribute('href', '/profile');
    expect(banner().getByRole('link', { name: 'My Favorites' })).toHaveAttribute('href', '/profile?tab=favorites');
    expect(banner().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('keeps a side rail on wide screens for administrators only; buyers open their few entries as a drawer', async () => {
    const buyer = renderRoutes(routes, { profile: profile(1) });
    const toggle = await banner().findByRole('button', { name: 'Menu' });
    // No empty 256 px column: the buyer's menu is a drawer at every width, opened by the (visible) Menu button.
    expect(document.getElementById('side-menu')!.className).not.toContain('desk:sticky');
    expect(toggle.className).not.toContain('desk:hidden');
    buyer.unmount();
    const visitor = renderRoutes(routes);
    // A visitor's only entry (Home) is for narrow screens: nothing to toggle on wide ones.
    expect((await banner().findByRole('button', { name: 'Menu' })).className).toContain('desk:hidden');
    visitor.unmount();
    renderRoutes(routes, { profile: profile(3) });
    expect((await banner().findByRole('button', { name: 'Menu' })).className).toContain('desk:hidden');
    expect(document.getElementById('side-menu')!.className).toContain('desk:sticky');
    // The rail holds favorites already: no second link in the header.
    expect(banner().queryByRole('link', { name: 'My Favorites' })).toBeNull();
  });

  it('shows the catalog search in the header box only on the home page', async () => {
    renderRoutes([{ element: <AppLayout />, children: [{ path: '/users', element: <p>users</p> }] }], {
      path: '/users?search=ada',
    });
    const [box] = await screen.findAllByPlaceholderText('i.e. "Love it" @producer #HipHop bpm:50-100');
    expect(box).toHaveValue('');
  });

  it('shows a buyer the cart count, the public menu, the footer version and no admin bell', async () => {
    renderRoutes(routes, { profile: profile(1, { _cart_summary: { count: 3 } }) });
    expect(await banner().findByRole('link', { name: /Cart, 3 items/ })).toHaveTextContent('3');
    expect(screen.getByRole('navigation', { name: 'Public menu' })).toHaveTextContent('Store');
    expect(banner().queryByRole('button', { name: /push notifications/i })).toBeNull();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()}`);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('v.2.0.12');
    expect(screen.getByRole('link', { name: 'Usage Policy' })).toHaveAttribute('href', '/page/usage-policy');
    expect(screen.getByRole('region', { name: 'Beat player' })).toBeInTheDocument();
  });

  it('hides the main public menu from administrators and gives them the bell', async () => {
    renderRoutes(routes, { profile: profile(3) });
    expect(await banner().findByRole('button', { name: /push notifications/i })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Store' })).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Side menu' })).getByRole('link', { name: 'Mailbox' }),
    ).toHaveAttribute('href', '/mailbox');
  });

  it('counts what waits for administrators: beats to approve, uploads held as possible copies', async () => {
    fakeFetch({
      'GET /beat/awaiting-approval': { data: { count: 2 } },
      'GET /copy-reviews/count': { data: { count: 1 } },
    });
    renderRoutes(routes, { profile: profile(3) });
    const menu = within(screen.getByRole('navigation', { name: 'Side menu' }));
    expect(await menu.findByRole('link', { name: 'All Beats 2 awaiting approval' })).toHaveAttribute('href', '/beats/');
    expect(await menu.findByRole('link', { name: 'Copy Reviews 1 held for review' })).toBeInTheDocument();
  });

  it('searches from the header with the spec hint', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes);
    const [box] = await screen.findAllByPlaceholderText('i.e. "Love it" @producer #HipHop bpm:50-100');
    await user.type(box!, '#trap bpm:140{Enter}');
    expect(router.state.location.search).toBe(`?search=${encodeURIComponent('#trap bpm:140')}`);
  });

  it('goes home after logout from a login-required route', async () => {
    const user = userEvent.setup();
    fakeFetch({ 'POST /logout': { data: null } });
    const { router } = renderRoutes(routes, { path: '/profile', profile: profile(1) });
    await screen.findByText('profile page');
    await user.click(banner().getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('closes the side menu on navigation', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, { profile: profile(1) });
    const toggle = await banner().findByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Side menu' })).getByRole('link', { name: 'My Favorites' }),
    );
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays in the bootstrapping state until supporting data and the profile have loaded', async () => {
    const profileReply = deferred();
    fakeFetch({ 'GET /supporting-data': { data: BOOT }, 'GET /profile': profileReply.handler });
    renderRoutes(routes, { seed: false });
    expect(screen.getByRole('status', { name: 'Loading Beatmarket' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('banner')).toBeNull();
    profileReply.release({ data: profile(1) });
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(banner().getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
