import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { VerifyLicensePage } from './VerifyLicensePage';

afterEach(() => vi.unstubAllGlobals());

const check = (code: string, over: Record<string, unknown>) => ({
  code,
  genuine: true,
  state: 'valid',
  status: 'fulfilled',
  channels: [],
  beat_title: 'Cold Dreams',
  license: 'Basic Lease',
  licensee: 'Jay B.',
  issued_at: '2026-12-07T12:00:00Z',
  superseded_by: null,
  upgrade_of: null,
  ...over,
});

describe('/verify/{code} of an upgraded licence (decision 0095)', () => {
  it('says the old licence was superseded and links to the new one, which names what it upgraded', async () => {
    fakeFetch({
      'GET /license/verify/AAAAA-BBBBB': {
        data: check('AAAAA-BBBBB', { superseded_by: { item_id: 2, code: 'CCCCC-DDDDD', license: 'Unlimited Lease' } }),
      },
      'GET /license/verify/CCCCC-DDDDD': {
        data: check('CCCCC-DDDDD', {
          license: 'Unlimited Lease',
          upgrade_of: { item_id: 1, code: 'AAAAA-BBBBB', license: 'Basic Lease' },
        }),
      },
    });
    renderRoutes([{ path: '/verify/:code', element: <VerifyLicensePage /> }], { path: '/verify/AAAAA-BBBBB' });
    const note = await screen.findByText(/Superseded by/);
    expect(note).toHaveTextContent('Superseded by CCCCC-DDDDD (Unlimited Lease): the licence was upgraded.');
    await userEvent.click(screen.getByRole('link', { name: 'CCCCC-DDDDD' }));
    expect(await screen.findByText(/Upgrade of/)).toHaveTextContent('Upgrade of AAAAA-BBBBB (Basic Lease).');
    expect(screen.queryByText(/Superseded by/)).toBeNull();
  });
});
