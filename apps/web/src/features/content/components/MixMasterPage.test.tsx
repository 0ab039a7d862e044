import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { MixMasterPage } from './MixMasterPage';

afterEach(() => vi.unstubAllGlobals());

const INTRO = {
  id: 'mix-master',
  title: 'Mixing & Mastering',
  content: '<p>Send us your vocals.</p>',
  updated_at: null,
};

describe('mixing and mastering services (administrators)', () => {
  it('adds a service with its price typed in dollars and sent in cents; the form refuses a bad price first', async () => {
    const api = fakeFetch({
      'GET /content/snippet/mix-master': { data: INTRO },
      'GET /content/services': {
        data: [
          {
            id: 1,
            name: 'Mixing',
            description: 'Balanced.',
            price_from: 14900,
            turnaround: '5 days',
            position: 1,
            published: true,
          },
        ],
      },
      'POST /service/create': { data: { id: 2 } },
    });
    renderRoutes([{ path: '/m', element: <MixMasterPage /> }], { path: '/m', profile: profile(3) });
    expect(await screen.findByText('$149')).toBeInTheDocument();
    // Each package has its service-order request (decision 0088).
    expect(await screen.findByRole('button', { name: 'Request: Mixing' }, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Add service/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add service' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Stem mastering');
    await userEvent.type(within(dialog).getByLabelText('Price from ($)'), 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add service' }));
    expect(within(dialog).getByLabelText('Price from ($)')).toHaveAccessibleDescription('A price in cents');
    expect(api.sent('POST', '/service/create')).toHaveLength(0);
    await userEvent.clear(within(dialog).getByLabelText('Price from ($)'));
    await userEvent.type(within(dialog).getByLabelText('Price from ($)'), '59.90');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add service' }));
    await waitFor(() => expect(api.sent('POST', '/service/create')).toHaveLength(1));
    expect(api.sent('POST', '/service/create')[0]!.body).toMatchObject({ name: 'Stem mastering', price_from: 5990 });
    // Typing a whole form is slow on a busy machine.
  }, 20_000);

  it('visitors see no editing controls', async () => {
    fakeFetch({ 'GET /content/services': { data: [] } });
    renderRoutes([{ path: '/m', element: <MixMasterPage /> }], { path: '/m' });
    expect(await screen.findByText('No results found...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add service/ })).not.toBeInTheDocument();
  });
});
