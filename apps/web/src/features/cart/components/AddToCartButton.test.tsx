import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@beatmarket/shared';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { AuthDialog } from '../../auth/components/AuthDialog';
import type { LicenseDefinition } from '../api/types';
import { LicenseEditorDialog } from '../editor/LicenseEditorDialog';
import { AddToCartButton } from './AddToCartButton';

vi.mock('../../../components/Captcha', () => ({ Captcha: () => null }));
afterEach(() => vi.unstubAllGlobals());

const beat = { id: 9, title: 'Cold Rain', sold: false, purchasable: true, published_at: '2026-11-01T00:00:00Z' };
const cart = {
  items: [{ beat_id: 9, beat: { full_title: 'Cold Rain' }, line_total: 4999 }],
  coupons: [],
  store_items: [],
  totals: { subtotal: 4999, discount: 0, total: 4999, currency: 'USD' },
};

const L = (
  id: number,
  name: string,
  type: LicenseDefinition['type'],
  level: LicenseDefinition['level'],
  price: number,
): LicenseDefinition => ({
  id,
  name,
  description: `${name} terms.`,
  type,
  level,
  price,
  specifications: { mp3: true },
  bundle_price: null,
  bundled_name: '',
  bundled_description: '',
  deleted_at: null,
});
const LICENSES = [
  L(2, 'Standard Lease', 'non_exclusive', 'standard', 4999),
  L(3, 'Unlimited Lease', 'non_exclusive', 'unlimited', 14999),
  L(8, 'Trackouts', 'addon', 'standard', 4999),
];
// Cold Rain is in the cart already, as Unlimited + Trackouts ($199.98).
const lineBeat = {
  id: 9,
  slug: 'cold-rain',
  family: 'beat',
  title: 'Cold Rain',
  full_title: 'Cold Rain',
  image_url: null,
  price: 0,
  producer_name: 'Marcus Reed',
  purchasable: true,
  // The add-on is offered only with a stored trackouts file (decision 0077).
  trackouts_available: true,
};
const unlimitedLine = {
  beat_id: 9,
  license_id: 3,
  trackouts_id: 8,
  bundle_license_id: null,
  beat: lineBeat,
  license: {
    id: 3,
    name: 'Unlimited Lease',
    type: 'non_exclusive',
    level: 'unlimited',
    level_name: 'Unlimited',
    price: 14999,
    bundle_price: null,
  },
  trackouts: {
    id: 8,
    name: 'Trackouts',
    type: 'addon',
    level: 'standard',
    level_name: 'Standard',
    price: 4999,
    bundle_price: null,
  },
  bundle: null,
  line_total: 19998,
  discount: 0,
  discounts: [],
  total: 19998,
};
const inCart = {
  items: [unlimitedLine],
  coupons: [],
  store_items: [],
  totals: { subtotal: 19998, discount: 0, total: 19998, currency: 'USD' },
};
const withEditor = (n: ReactNode) => (
  <>
    {n}
    <LicenseEditorDialog />
  </>
);

describe('add to cart (spec §4)', () => {
  it('is disabled and labelled for sold or unavailable beats', () => {
    renderRoutes([
      {
        path: '/',
        element: (
          <>
            <AddToCartButton beat={{ ...beat, sold: true, purchasable: false }} />
            <AddToCartButton beat={{ ...beat, id: 2, purchasable: false }} />
          </>
        ),
      },
    ]);
    expect(screen.getByRole('button', { name: 'Sold' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'n/a' })).toBeDisabled();
  });

  it('asks a visitor to log in first', async () => {
    const api = fakeFetch({});
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <AddToCartButton beat={beat} />
              <AuthDialog />
            </>
          ),
        },
      ],
      { profile: null },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Cold Rain to cart' }));
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(api.sent('POST', '/cart/upsert/9')).toHaveLength(0);
  });

  it('adds with the default licence and the cart count follows the server', async () => {
    const api = fakeFetch({ 'POST /cart/upsert/9': { data: cart } });
    const { qc } = renderRoutes([{ path: '/', element: <AddToCartButton beat={beat} /> }], { profile: profile(1) });
    await userEvent.click(screen.getByRole('button', { name: 'Add Cold Rain to cart' }));
    await waitFor(() => expect(api.sent('POST', '/cart/upsert/9')).toHaveLength(1));
    expect(api.sent('POST', '/cart/upsert/9')[0]!.body).toEqual({});
    await waitFor(() => expect(qc.getQueryData<Profile>(['profile'])!._cart_summary.count).toBe(1));
  });

  it('says a beat is in the cart, and opens the editor on its line instead of resetting it to the default licence', async () => {
    const api = fakeFetch({
      'GET /cart': { data: inCart },
      'GET /license/records': { data: LICENSES },
      'POST /beat/9/upsell': { data: { beat: [], coupon: [] } },
    });
    const { router } = renderRoutes(
      [
        { path: '/', element: withEditor(<AddToCartButton beat={beat} compact />) },
        { path: '/checkout', element: <p>checkout</p> },
      ],
      { profile: profile(1) },
    );
    const button = await screen.findByRole('button', { name: 'Cold Rain is in your cart: change licence' });
    expect(button).toHaveTextContent('In cart');
    expect(screen.queryByRole('button', { name: 'Add Cold Rain to cart' })).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByRole('radio', { name: 'Unlimited: Unlimited Lease' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('checkbox', { name: /Trackouts/ })).toBeChecked();
    expect(screen.getByText('Line total')).toHaveTextContent('$199.98');
    // Confirming without a change sends nothing; neither does closing.
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(api.sent('POST', '/cart/upsert/9')).toHaveLength(0);
  });

  it('reads the cart before adding, so a click before it has loaded does not reset the line either', async () => {
    let release: () => void = () => {};
    const api = fakeFetch({
      'GET /cart': () => new Promise((r) => (release = () => r({ data: inCart }))),
      'GET /license/records': { data: LICENSES },
      'POST /beat/9/upsell': { data: { beat: [], coupon: [] } },
    });
    renderRoutes([{ path: '/', element: withEditor(<AddToCartButton beat={beat} />) }], { profile: profile(1) });
    await userEvent.click(screen.getByRole('button', { name: 'Add Cold Rain to cart' }));
    release();
    expect(await screen.findByRole('radio', { name: 'Unlimited: Unlimited Lease' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // Behind the open dialog (hidden from the accessibility tree meanwhile), the button says so too.
    expect(
      screen.getByRole('button', { name: 'Cold Rain is in your cart: change licence', hidden: true }),
    ).toBeInTheDocument();
    // A change, confirmed, is what updates the line.
    await userEvent.click(screen.getByRole('checkbox', { name: /Trackouts/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(api.sent('POST', '/cart/upsert/9')).toHaveLength(1));
    expect(api.sent('POST', '/cart/upsert/9')[0]!.body).toEqual({
      license_id: 3,
      trackouts_id: null,
      bundle_license_id: null,
    });
  });
});
