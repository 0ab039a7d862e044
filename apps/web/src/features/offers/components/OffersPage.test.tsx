import type { OfferView } from '@beatmarket/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { OffersPage } from './OffersPage';

afterEach(() => vi.unstubAllGlobals());

const row: Omit<OfferView, 'events'> = {
  id: 7,
  beat: { id: 3, title: 'Night Drive', slug: 'night-drive' },
  license: { id: 5, name: 'Exclusive', type: 'exclusive' },
  buyer_name: 'Ada Buyer',
  producer_name: 'Max Producer',
  amount: 45_000,
  status: 'paid',
  turn: 'buyer',
  side: 'admin',
  expires_at: '2026-12-20T10:00:00Z',
  link_expires_at: null,
  order_id: 12,
  actions: [],
};

const asked = (api: ReturnType<typeof fakeFetch>) =>
  api.fn.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith('/private-api/offers'));

describe('the offers list', () => {
  it("gives administrators every account's offers, both parties named, filtered by state", async () => {
    const api = fakeFetch({ 'GET /offers': { data: [row] } });
    renderRoutes([{ path: '/offers', element: <OffersPage /> }], { path: '/offers?side=all', profile: profile(3) });
    const list = await screen.findByRole('list', { name: 'Offers' });
    expect(within(list).getByText('Exclusive · Ada Buyer to Max Producer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Paid');
    expect(asked(api).at(-1)).toMatch(/side=all/);
    expect(asked(api).at(-1)).toMatch(/status=paid/);
  });

  it('keeps everyone else to their own offers, whatever the address asks', async () => {
    const api = fakeFetch({ 'GET /offers': { data: [] } });
    renderRoutes([{ path: '/offers', element: <OffersPage /> }], { path: '/offers?side=all', profile: profile(1) });
    expect(await screen.findByText('You have not made any offers yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'All' })).toBeNull();
    expect(asked(api).every((u) => /side=made/.test(u))).toBe(true);
  });
});
