import { ROLES } from '@beatmarket/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { AccountingPage } from './AccountingPage';

afterEach(() => vi.unstubAllGlobals());

describe('the service orders report (decision 0097)', () => {
  it('counts and sums by service and state, with the way to every order', async () => {
    fakeFetch({
      'GET /service-orders/report': {
        data: [
          { kind: 'custom_beat', status: 'deposit_paid', count: 2, agreed: 20_002, paid: 10_000, refunded: 0 },
          { kind: 'mix_master', status: 'cancelled', count: 1, agreed: 15_000, paid: 0, refunded: 6_000 },
        ],
      },
    });
    renderRoutes([{ path: '/accounting', element: <AccountingPage /> }], {
      path: '/accounting?tab=service-orders',
      profile: profile(ROLES.ROLE_ADMIN.id),
    });
    expect(await screen.findByText('3 orders · $100 paid · $60 refunded')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Custom beat/ });
    expect(within(row).getByText('In progress')).toBeInTheDocument();
    expect(within(row).getByText('$200.02')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Mixing and mastering/ })).toHaveTextContent('Cancelled');
    expect(screen.getByRole('link', { name: 'All service orders' })).toHaveAttribute('href', '/service-orders?all=1');
  });
});
