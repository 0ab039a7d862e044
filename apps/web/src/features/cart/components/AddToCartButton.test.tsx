import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@beatmarket/shared';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { AuthDialog } from '../../auth/components/AuthDialog';
import { AddToCartButton } from './AddToCartButton';

vi.mock('../../auth/components/Captcha', () => ({ Captcha: () => null }));
afterEach(() => vi.unstubAllGlobals());

const beat = { id: 9, title: 'Cold Rain', sold: false, purchasable: true, published_at: '2026-11-01T00:00:00Z' };
const cart = { items: [{ beat_id: 9, beat: { full_title: 'Cold Rain' }, line_total: 4999 }], coupons: [], totals: { subtotal: 4999, discount: 0, total: 4999, currency: 'USD' } };

describe('add to cart (spec §4)', () => {
  it('is disabled and labelled for sold or unavailable beats', () => {
    renderRoutes([{ path: '/', element: <><AddToCartButton beat={{ ...beat, sold: true, purchasable: false }} /><AddToCartButton beat={{ ...beat, id: 2, purchasable: false }} /></> }]);
    expect(screen.getByRole('button', { name: 'Sold' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'n/a' })).toBeDisabled();
  });

  it('asks a visitor to log in first', async () => {
    const api = fakeFetch({});
    renderRoutes([{ path: '/', element: <><AddToCartButton beat={beat} /><AuthDialog /></> }], { profile: null });
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
});
