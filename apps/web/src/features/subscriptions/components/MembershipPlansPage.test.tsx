import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { MembershipPlansPage } from './MembershipPlansPage';
import { PLAN, PRO } from './test-fixtures';

afterEach(() => vi.unstubAllGlobals());

const YEARLY = { ...PLAN, id: 5, name: 'Inner Circle Yearly', price: 19990, interval: 'year' as const };
const BY_PRODUCER = { ...PLAN, id: 6, name: 'Reed Club', price: 999, producer: { id: 2, name: 'Marcus Reed' } };
const route = [{ path: '/membership-plans', element: <MembershipPlansPage /> }];

describe('membership plans page (/membership-plans)', () => {
  it('lists the published plans from the server, monthly first by price, with what each gives and Join', async () => {
    const api = fakeFetch({ 'GET /subscribable/records': { data: [YEARLY, PRO, PLAN, BY_PRODUCER] } });
    renderRoutes(route, { path: '/membership-plans' });
    expect(screen.getByRole('heading', { level: 1, name: 'Membership plans' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Reed Club membership',
      'Inner Circle membership',
      'Inner Circle Pro membership',
      'Inner Circle Yearly membership',
    ]);
    const circle = within(cards[1]!);
    expect(circle.getByText('$19.99 a month')).toBeInTheDocument();
    expect(circle.getByText('5 beats a month under the Inner Circle Unlimited licence')).toBeInTheDocument();
    expect(circle.getByText('Whole store')).toBeInTheDocument();
    expect(circle.getByRole('link', { name: 'Join Inner Circle' })).toHaveAttribute('href', '/subscribe/3');
    expect(within(cards[0]!).getByText('Marcus Reed')).toBeInTheDocument();
    expect(within(cards[3]!).getByText('$199.90 a year')).toBeInTheDocument();
    // Only published plans: an administrator's or a producer's drafts never show here.
    const asked = new URL(api.calls[0]!.path, 'http://x');
    expect(asked.pathname).toBe('/subscribable/records');
    expect(String(api.fn.mock.calls[0]![0])).toContain(encodeURIComponent('{"published":true}'));
  });

  it('says so when no plan is open', async () => {
    fakeFetch({ 'GET /subscribable/records': { data: [] } });
    renderRoutes(route, { path: '/membership-plans' });
    expect(await screen.findByText('No membership plans are open right now.')).toBeInTheDocument();
  });
});
