import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { MembershipOffer } from './MembershipOffer';
import { PLAN } from './test-fixtures';

afterEach(() => vi.unstubAllGlobals());

const beat = (plan_offer: unknown) => ({ data: { id: 11, title: 'Cold Rain', producer_id: 2, plan_offer } });
const show = (onClaimed = vi.fn()) =>
  renderRoutes([{ path: '/beats/cold-rain', element: <MembershipOffer beatId={11} onClaimed={onClaimed} /> }], {
    path: '/beats/cold-rain',
    profile: profile(1),
  });

describe('the licence picker’s membership option', () => {
  it('lets a subscriber get the beat from the plan, then links to the order', async () => {
    const api = fakeFetch({
      'GET /beat/11': beat({ subscription_id: 21, plan_name: 'Inner Circle', license_id: 9, left: 3 }),
      'POST /subscription/21/claim': { data: { order_id: 88, allowance: { total: 5, used: 3, left: 2 } } },
    });
    const onClaimed = vi.fn();
    show(onClaimed);
    expect(await screen.findByText('Included in your membership — 3 left')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get it' }));
    expect(await screen.findByRole('link', { name: /Open your order/ })).toHaveAttribute('href', '/order/88');
    expect(screen.getByText('Included in your membership — 2 left')).toBeInTheDocument();
    expect(api.sent('POST', '/subscription/21/claim')[0]!.body).toEqual({ beat_id: 11 });
    expect(onClaimed).toHaveBeenCalledWith(88);
  });

  it('invites anyone else to a plan covering the beat instead of an inner-circle price', async () => {
    fakeFetch({
      'GET /beat/11': beat(null),
      'GET /subscribable/records': { data: [{ ...PLAN, id: 5, producer: { id: 9, name: 'Other' } }, PLAN] },
    });
    show();
    expect(await screen.findByText('Inner Circle members get this beat included')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join · $19.99/mo' })).toHaveAttribute('href', '/subscribe/3');
    expect(screen.queryByRole('button', { name: 'Get it' })).not.toBeInTheDocument();
  });
});
