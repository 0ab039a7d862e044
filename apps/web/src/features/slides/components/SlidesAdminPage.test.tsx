import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { SlidesAdminPage } from './SlidesAdminPage';

afterEach(() => vi.unstubAllGlobals());

describe('the slides list', () => {
  it('writes a slide’s window as every date reads, MM/DD/YYYY h:mm A (spec §9)', async () => {
    fakeFetch({
      'GET /slide/records': {
        data: [
          {
            id: 1,
            title: 'Summer drop',
            text: 'New beats',
            link: '',
            image_url: null,
            position: 0,
            published: true,
            published_from: new Date(2099, 0, 2, 14, 30).toISOString(),
            published_to: null,
            updated_at: new Date().toISOString(),
            deleted_at: null,
          },
        ],
        meta: { total: 1, found: 1 },
      },
    });
    renderRoutes([{ path: '/slides', element: <SlidesAdminPage /> }], { path: '/slides', profile: profile(3) });
    const row = await screen.findByRole('row', { name: /Summer drop/ });
    expect(row).toHaveTextContent('01/02/2099 2:30 PM – open');
  });
});
