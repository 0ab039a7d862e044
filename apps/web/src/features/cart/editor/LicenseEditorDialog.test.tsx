import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { BOOT, profile, renderRoutes } from '../../../test/render';
import type { LicenseDefinition, LicenseEdit } from '../api/types';
import { LicenseEditorDialog } from './LicenseEditorDialog';
import { useLicenseEditor } from './license-editor-context';

afterEach(() => vi.unstubAllGlobals());

const L = (
  id: number,
  name: string,
  type: LicenseDefinition['type'],
  level: LicenseDefinition['level'],
  price: number,
  specifications: LicenseDefinition['specifications'],
  bundle_price: number | null = null,
): LicenseDefinition => ({
  id,
  name,
  description: `${name} terms.`,
  type,
  level,
  price,
  specifications,
  bundle_price,
  bundled_name: '',
  bundled_description: '',
  deleted_at: null,
});
const LICENSES = [
  L(1, 'Basic Lease', 'non_exclusive', 'basic', 2999, { streams: 50000, mp3: true }),
  L(2, 'Standard Lease', 'non_exclusive', 'standard', 4999, { streams: 250000, mp3: true, wav: true }),
  L(3, 'Unlimited Lease', 'non_exclusive', 'unlimited', 14999, { streams: 0, radio_live: 0, mp3: true, wav: true }),
  L(4, 'YouTube Sync', 'sync', 'basic', 3999, { youtube: 0 }),
  L(5, 'Professional Sync', 'sync', 'standard', 19999, { youtube: 0, broadcast: 2 }),
  L(7, 'Exclusive Rights', 'exclusive', 'unlimited', 99999, { units: 0 }),
  L(8, 'Trackouts', 'addon', 'standard', 4999, { wav: true }),
  L(9, 'Artist Feature', 'feature', 'unlimited', 0, { units: 0 }),
];
const beat = {
  id: 9,
  slug: 'cold-rain',
  family: 'beat' as const,
  trackouts_available: true,
  full_title: 'Cold Rain',
  image_url: null,
  price: 0,
  producer_name: 'Marcus Reed',
};
const edit: LicenseEdit = { beat, type: 'non_exclusive', license_id: 2, trackouts_id: null, bundle_license_id: null };
const offer = {
  id: 1,
  title: 'Buy 2, get 1 free',
  code: null,
  buy_x: 2,
  get_y: 1,
  percent_off: null,
  redeem_by: '2099-01-01',
};
const similar = {
  id: 12,
  slug: 'night-drive',
  family: 'beat',
  full_title: 'Night Drive',
  title_main: 'Night Drive',
  producer_name: 'Lena Park',
  image_url: null,
  price_from: 2999,
  bpm: 90,
  purchasable: true,
};
const cart = (items: number[]) => ({
  items: items.map((id) => ({ beat_id: id, beat: { full_title: 'x' } })),
  coupons: [],
  store_items: [],
  totals: { subtotal: 0, discount: 0, total: 0, currency: 'USD' },
});

function Opener({ start }: { start: LicenseEdit }) {
  const editor = useLicenseEditor();
  useEffect(() => editor.open(start), []); // eslint-disable-line react-hooks/exhaustive-deps
  return <LicenseEditorDialog />;
}
function show(start: LicenseEdit = edit, opts: { path?: string; upsell?: boolean; video?: string } = {}) {
  fakeFetch({
    'GET /license/records': { data: LICENSES },
    'POST /beat/9/upsell': {
      data: opts.upsell === false ? { beat: [], coupon: [] } : { beat: [similar], coupon: [offer] },
    },
    'GET /cart': { data: cart([9]) },
    'POST /cart/upsert/9': { data: cart([9]) },
    'GET /text_snippet/records': {
      data: [
        { id: 'purchase-info', title: 'Purchase info', content: '<p>Files arrive the moment the payment clears.</p>' },
      ],
    },
  });
  const page = <Opener start={start} />;
  const result = renderRoutes(
    [
      { path: '/', element: page },
      { path: '/checkout', element: page },
    ],
    { path: opts.path ?? '/', profile: profile(1) },
  );
  if (opts.video) result.qc.setQueryData(['supporting-data'], { ...BOOT, settings: { cart_youtube_url: opts.video } });
  return result;
}
const level = (name: RegExp) => screen.getByRole('radio', { name });

describe('licence editor', () => {
  it('compares the levels in plain sentences, with the level names and the Popular badge', async () => {
    show();
    const standard = await screen.findByRole('radio', { name: 'Standard: Standard Lease' });
    expect(standard).toHaveAttribute('aria-checked', 'true');
    expect(within(standard).getByText('Popular')).toBeInTheDocument();
    expect(within(standard).getByText('Up to 250,000 streams')).toBeInTheDocument();
    expect(within(level(/^Unlimited/)).getByText('Unlimited radio and live use')).toBeInTheDocument();
    expect(within(level(/^Basic/)).queryByText('WAV file included')).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Lease', 'Sync', 'Exclusive']);
    expect(screen.getByText('Line total')).toHaveTextContent('$49.99');
    await userEvent.click(screen.getByRole('button', { name: 'Licensing information' }));
    expect(await screen.findByText('Files arrive the moment the payment clears.')).toBeInTheDocument();
  });

  it('keeps the level across types when it can, else standard, and drops trackouts for exclusive', async () => {
    show({ ...edit, license_id: 3, trackouts_id: 8 });
    await userEvent.click(await screen.findByRole('tab', { name: 'Sync' }));
    // No unlimited sync here: standard (Professional) is picked.
    expect(level(/^Professional/)).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('checkbox', { name: /Trackouts/ })).toBeChecked();
    await userEvent.click(screen.getByRole('tab', { name: 'Exclusive' }));
    expect(level(/Exclusive Rights/)).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('checkbox', { name: /Trackouts/ })).not.toBeInTheDocument();
  });

  it('adds the chosen level with trackouts, then shows the offers and similar beats; continue shopping stays', async () => {
    const { router } = show();
    await userEvent.click(await screen.findByRole('radio', { name: /^Unlimited/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Trackouts/ }));
    expect(screen.getByText('Line total')).toHaveTextContent('$199.98');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('In your cart!')).toBeInTheDocument();
    const api = vi
      .mocked(fetch)
      .mock.calls.filter(([url, init]) => String(url).includes('/cart/upsert/9') && init?.method === 'POST');
    expect(JSON.parse(String(api[0]![1]!.body))).toEqual({ license_id: 3, trackouts_id: 8, bundle_license_id: null });
    expect(screen.getByText('Add 2 more, 1 free')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Night Drive' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
  });

  it('closes after adding when there is nothing to suggest, and closing goes to checkout', async () => {
    const { router } = show(edit, { upsell: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the help video only when the store has one; closing help returns to main', async () => {
    show(edit, { video: 'https://www.youtube.com/watch?v=abcdef123' });
    await userEvent.click(await screen.findByRole('button', { name: 'How licences work' }));
    expect(screen.getByTitle('How licences work')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abcdef123',
    );
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Choose your licence')).toBeInTheDocument();
  });

  it('keeps a feature out of the cart until its agreement is read to the end', async () => {
    const height = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(160);
    show(
      { ...edit, beat: { ...beat, family: 'feature', price: 15000 }, type: 'feature', license_id: 9 },
      { path: '/checkout' },
    );
    const add = await screen.findByRole('button', { name: 'Add to cart' });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByText('Line total')).toHaveTextContent('$150');
    expect(add).toBeDisabled();
    const box = screen.getByLabelText('Feature agreement');
    box.scrollTop = 440;
    box.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(add).toBeEnabled());
    height.mockRestore();
  });
});
