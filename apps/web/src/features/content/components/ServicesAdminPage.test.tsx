import type { ServiceData } from '@beatmarket/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { MixMasterPage } from './MixMasterPage';
import { ServicesAdminPage } from './ServicesAdminPage';

const S = (over: Partial<ServiceData>): ServiceData =>
  ({
    id: 1,
    name: 'Mixing',
    description: 'Balanced and loud.',
    price_from: 14900,
    turnaround: '5 working days',
    position: 1,
    published: true,
    ...over,
  }) as ServiceData;
const listOf = (rows: ServiceData[]) => ({ data: rows, meta: { total: rows.length, found: rows.length, page: 1 } });

afterEach(() => vi.unstubAllGlobals());

describe('services list (administrators)', () => {
  it('lists every service with its price and status; a row opens it and saving sends cents', async () => {
    const user = userEvent.setup();
    const api = fakeFetch({
      'GET /service/records': listOf([S({}), S({ id: 2, name: 'Stem mastering', price_from: 9900, published: false })]),
      'POST /service/2/save': { data: S({ id: 2 }) },
    });
    renderRoutes([{ path: '/services', element: <ServicesAdminPage /> }], { path: '/services', profile: profile(3) });
    const row = (await screen.findByText('Stem mastering', { selector: 'span' })).closest('tr')!;
    expect(within(row).getByText('$99')).toBeInTheDocument();
    expect(within(row).getByText('Hidden')).toBeInTheDocument();
    await user.click(row);
    const dialog = await screen.findByRole('dialog', { name: 'Edit service' });
    const price = within(dialog).getByLabelText('Price from ($)');
    await user.clear(price);
    await user.type(price, '120.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('POST', '/service/2/save')).toHaveLength(1));
    expect(api.sent('POST', '/service/2/save')[0]!.body).toMatchObject({ name: 'Stem mastering', price_from: 12050 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the services page links administrators to the list, and nobody else', async () => {
    const routes = {
      'GET /content/snippet/mix-master': { data: { id: 'mix-master', title: 'Mix', content: '', updated_at: null } },
      'GET /content/services': { data: [S({})] },
    };
    fakeFetch(routes);
    const admin = renderRoutes([{ path: '/m', element: <MixMasterPage /> }], { path: '/m', profile: profile(3) });
    expect(await screen.findByRole('link', { name: 'Manage services' })).toHaveAttribute('href', '/services');
    admin.unmount();
    fakeFetch(routes);
    renderRoutes([{ path: '/m', element: <MixMasterPage /> }], { path: '/m', profile: profile(1) });
    expect(await screen.findByText('Balanced and loud.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage services' })).not.toBeInTheDocument();
  });
});
