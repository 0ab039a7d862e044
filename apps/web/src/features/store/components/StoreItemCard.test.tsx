import type { CartView, StoreItemData } from '@beatmarket/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profile, renderRoutes } from '../../../test/render';
import { AuthDialog } from '../../auth/components/AuthDialog';
import { StoreItemCard } from './StoreItemCard';

vi.mock('../../../components/Captcha', () => ({ Captcha: () => null }));

const item: StoreItemData = {
  id: 5,
  slug: 'dusty-drums-5',
  kind: 'drum_kit',
  title: 'Dusty Drums',
  description: '',
  price: 2900,
  terms: 'Royalty-free',
  image_url: null,
  producer_id: 3,
  seller_name: 'Kay Beats',
  status: 'published',
  zip_name: null,
  zip_size: null,
  demo_url: null,
  demo_waveform_url: null,
  demo_duration: null,
  demo_state: 'none',
  demo_error: null,
  reject_reason: '',
  published_at: '2026-12-01T00:00:00.000Z',
  updated_at: '2026-12-01T00:00:00.000Z',
  deleted_at: null,
};
const line = {
  store_item_id: 5,
  item: { id: 5, slug: item.slug, kind: item.kind, title: item.title, image_url: null, seller_name: 'Kay Beats' },
  purchasable: true,
  line_total: 2900,
  discount: 0,
  discounts: [],
  total: 2900,
};
const cart = (withItem: boolean): CartView => ({
  items: [],
  store_items: withItem ? [line] : [],
  coupons: [],
  totals: { subtotal: withItem ? 2900 : 0, discount: 0, total: withItem ? 2900 : 0, currency: 'USD' },
});
// The API's envelope, with a CSRF token for the POST.
const json = (data: unknown) => new Response(JSON.stringify({ data, meta: { csrf: 't' } }), { status: 200 });

const setup = (who: ReturnType<typeof profile> | null) =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <StoreItemCard item={item} />
            <AuthDialog />
          </>
        ),
      },
    ],
    { profile: who },
  );

afterEach(() => vi.unstubAllGlobals());

describe('store listing card', () => {
  it('asks a visitor to log in before anything goes in a cart', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('beatmarket.app-user', '1');
    setup(null);
    await userEvent.click(screen.getByRole('button', { name: 'Add Dusty Drums to cart' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the item in a buyer's cart, counts it on the badge and then links to checkout", async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
      json(cart(String(url).endsWith('/cart/store/5') && init?.method === 'POST')),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { qc } = setup(profile(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Add Dusty Drums to cart' }));
    expect(await screen.findByRole('link', { name: 'In cart: check out' })).toHaveAttribute('href', '/checkout');
    await waitFor(() => expect(qc.getQueryData<ReturnType<typeof profile>>(['profile'])?._cart_summary.count).toBe(1));
    expect(fetchMock.mock.calls.some(([u, i]) => String(u).endsWith('/cart/store/5') && i?.method === 'POST')).toBe(
      true,
    );
  });

  it('links the card to the item page', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(cart(false))),
    );
    setup(profile(1));
    expect(screen.getByRole('link', { name: /Dusty Drums/ })).toHaveAttribute('href', '/store/dusty-drums-5');
  });
});
