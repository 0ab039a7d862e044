import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { renderRoutes } from '../../test/render';
import { FeaturedPage } from './FeaturedPage';

const beat = (id: number, title: string, producer: string) => ({
  id,
  slug: `b-${id}`,
  family: 'beat',
  full_title: title,
  producer_name: producer,
  image_url: null,
  feature_position: id,
});
const FEATURED = [beat(1, 'Midnight Drive', 'Lena Cruz'), beat(2, 'Golden Waves', 'Marcus Reed')];

function setup() {
  const server = fakeFetch({
    'GET /beat/records': { data: FEATURED, meta: { found: 2, total: 2 } },
  });
  renderRoutes([{ path: '/features', element: <FeaturedPage /> }], { path: '/features' });
  return server;
}

afterEach(() => vi.unstubAllGlobals());

describe('FeaturedPage', () => {
  it('lists the featured beats in their order, with a handle to move each', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Featured beats' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Midnight Drive'),
      expect.stringContaining('Golden Waves'),
    ]);
    expect(screen.getByRole('button', { name: 'Move Golden Waves, position 2' })).toBeInTheDocument();
  });

  it('removes a beat only once the administrator confirms', async () => {
    const server = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Midnight Drive from featured' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from featured?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.sent('POST', '/beat/1/unfeature')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Midnight Drive from featured' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(server.sent('POST', '/beat/1/unfeature')).toHaveLength(1));
  });
});
