import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import UpgradeOffer from './UpgradeOffer';

afterEach(() => vi.unstubAllGlobals());

const held = [
  {
    item_id: 41,
    order_id: 12,
    code: 'ABCDE-FGH23',
    license: 'Basic Lease',
    paid: 2999,
    options: [
      {
        license_id: 3,
        trackouts_id: null,
        name: 'Unlimited Lease',
        level_name: 'Unlimited',
        type: 'non_exclusive',
        price: 14999,
        credit: 2999,
        to_pay: 12000,
      },
      {
        license_id: 7,
        trackouts_id: null,
        name: 'Exclusive Rights',
        level_name: 'Unlimited',
        type: 'exclusive',
        price: 99999,
        credit: 2999,
        to_pay: 97000,
      },
      {
        license_id: 1,
        trackouts_id: 8,
        name: 'Basic Lease + Trackouts',
        level_name: 'Basic',
        type: 'non_exclusive',
        price: 7998,
        credit: 2999,
        to_pay: 4999,
      },
    ],
  },
];
const cart = {
  items: [],
  store_items: [],
  coupons: [],
  totals: { subtotal: 0, discount: 0, total: 0, currency: 'USD' },
};

describe('UpgradeOffer (decision 0095)', () => {
  it('offers each higher licence at the difference and puts the chosen upgrade in the cart', async () => {
    const server = fakeFetch({ 'GET /upgrades/beat/9': { data: held }, 'POST /cart/upgrade/41': { data: cart } });
    renderRoutes(
      [
        { path: '/beats/x', element: <UpgradeOffer beatId={9} /> },
        { path: '/checkout', element: <p>Cart page</p> },
      ],
      { path: '/beats/x', profile: profile(1) },
    );
    expect(await screen.findByText('Upgrade your Basic Lease')).toBeInTheDocument();
    expect(screen.getByText(/The \$29\.99 you paid counts toward a higher licence/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Unlimited Lease for $120' }));
    expect(await screen.findByText('Cart page')).toBeInTheDocument();
    expect(server.sent('POST', '/cart/upgrade/41')[0]!.body).toEqual({ license_id: 3, trackouts_id: null });
  });

  it('offers the trackouts added later, as the same licence with the add-on', async () => {
    const server = fakeFetch({ 'GET /upgrades/beat/9': { data: held }, 'POST /cart/upgrade/41': { data: cart } });
    renderRoutes(
      [
        { path: '/beats/x', element: <UpgradeOffer beatId={9} /> },
        { path: '/checkout', element: <p>Cart page</p> },
      ],
      { path: '/beats/x', profile: profile(1) },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add trackouts for $49.99' }));
    expect(await screen.findByText('Cart page')).toBeInTheDocument();
    expect(server.sent('POST', '/cart/upgrade/41')[0]!.body).toEqual({ license_id: 1, trackouts_id: 8 });
  });

  it('draws nothing for visitors, nor for a licence with nothing above it', async () => {
    const server = fakeFetch({ 'GET /upgrades/beat/9': { data: [{ ...held[0], options: [] }] } });
    const { container } = renderRoutes([{ path: '/', element: <UpgradeOffer beatId={9} /> }], { profile: null });
    expect(container).toBeEmptyDOMElement();
    expect(server.calls).toHaveLength(0);
  });

  it('shows the refusal when the server refuses the upgrade', async () => {
    fakeFetch({
      'GET /upgrades/beat/9': { data: held },
      'POST /cart/upgrade/41': fieldError(409, 'conflict', 'Ooops!', 'This licence has already been upgraded.'),
    });
    renderRoutes([{ path: '/', element: <UpgradeOffer beatId={9} itemId={41} /> }], { profile: profile(1) });
    await userEvent.click(await screen.findByRole('button', { name: /Upgrade to Exclusive Rights for \$970/ }));
    expect(await screen.findByText('This licence has already been upgraded.')).toBeInTheDocument();
  });
});
