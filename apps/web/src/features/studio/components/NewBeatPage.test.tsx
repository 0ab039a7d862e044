import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { NewBeatPage } from './NewBeatPage';

afterEach(() => vi.unstubAllGlobals());

const routes = (family: 'beat' | 'feature') => [
  { path: `/${family}/new`, element: <NewBeatPage family={family} /> },
  { path: '/:family/:slug/edit', element: <p>editor</p> },
];

describe('creating a beat or feature', () => {
  it('creates a beat and opens its editor', async () => {
    const api = fakeFetch({ 'POST /beat/create': { data: { id: 3, slug: 'blue-hour', family: 'beat' } } });
    const { router } = renderRoutes(routes('beat'), { path: '/beat/new', profile: profile(2) });
    await userEvent.click(screen.getByRole('button', { name: 'Create beat' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Title'), 'Blue Hour');
    await userEvent.click(screen.getByRole('button', { name: 'Create beat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/beats/blue-hour/edit'));
    expect(api.sent('POST', '/beat/create')[0]!.body).toEqual({
      family: 'beat',
      title: 'Blue Hour',
      beat_type: 'plain',
      price: 0,
    });
  });

  it('prices a feature in cents from the dollars typed', async () => {
    const api = fakeFetch({ 'POST /beat/create': { data: { id: 4, slug: 'guest-verse', family: 'feature' } } });
    const { router } = renderRoutes(routes('feature'), { path: '/feature/new', profile: profile(2) });
    await userEvent.type(screen.getByLabelText('Title'), 'Guest Verse');
    await userEvent.type(screen.getByLabelText('Price (USD)'), '250');
    await userEvent.click(screen.getByRole('button', { name: 'Create feature' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/features/guest-verse/edit'));
    expect(api.sent('POST', '/beat/create')[0]!.body).toMatchObject({ family: 'feature', price: 25000 });
  });

  it('tells a buyer that selling needs a producer account', () => {
    renderRoutes(routes('beat'), { path: '/beat/new', profile: profile(1) });
    expect(screen.getByText(/needs a producer account/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create beat' })).not.toBeInTheDocument();
  });
});
