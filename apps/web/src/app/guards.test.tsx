import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profile, renderRoutes } from '../test/render';
import { Guard } from './guards';

const routes = [
  { path: '/', element: <p>home page</p> },
  {
    path: '/profile',
    element: (
      <Guard access="login">
        <p>profile page</p>
      </Guard>
    ),
  },
  {
    path: '/users',
    element: (
      <Guard access="admin">
        <p>users page</p>
      </Guard>
    ),
  },
  {
    path: '/dashboard',
    element: (
      <Guard access="producer">
        <p>dashboard page</p>
      </Guard>
    ),
  },
];

describe('route guards (spec §2)', () => {
  it('sends a visitor from an admin route to /', async () => {
    const { router } = renderRoutes(routes, { path: '/users', profile: null });
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a logged-in user below administrator to /profile', async () => {
    for (const role of [1, 2]) {
      const { router, unmount } = renderRoutes(routes, { path: '/users', profile: profile(role) });
      expect(await screen.findByText('profile page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/profile');
      unmount();
    }
  });

  it('lets administrators and developers in', async () => {
    for (const role of [3, 4]) {
      const { unmount } = renderRoutes(routes, { path: '/users', profile: profile(role) });
      expect(await screen.findByText('users page')).toBeInTheDocument();
      unmount();
    }
  });

  it('asks a visitor to log in on a login-required route and hides its content', async () => {
    renderRoutes(routes, { path: '/profile', profile: null });
    expect(await screen.findByRole('heading', { name: 'Please log in' })).toBeInTheDocument();
    expect(screen.queryByText('profile page')).not.toBeInTheDocument();
  });

  it('sends a buyer away from the producer dashboard', async () => {
    const { router } = renderRoutes(routes, { path: '/dashboard', profile: profile(1) });
    await screen.findByText('profile page');
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('goes home when the session ends on a login-required route', async () => {
    const { router, qc } = renderRoutes(routes, { path: '/profile', profile: profile(1) });
    await screen.findByText('profile page');
    qc.setQueryData(['profile'], null);
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
