import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { PayForm } from '../../checkout/components/CheckoutPanel';
import { SubscriptionPage } from './SubscriptionPage';
import { PLAN, PRO, subscription } from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const show = () =>
  renderRoutes([{ path: '/subscription/:id', element: <SubscriptionPage PayForm={PayForm} /> }], {
    path: '/subscription/21',
    profile: profile(1),
  });

describe('/subscription/{id}', () => {
  it('shows the state, what is left this month, the next charge and every charge', async () => {
    fakeFetch({ 'GET /subscription/21': { data: subscription() }, 'GET /subscribable/records': { data: [PLAN] } });
    show();
    expect(await screen.findByRole('heading', { name: 'Inner Circle' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Beats left' })).toHaveAttribute(
      'aria-valuetext',
      '3 of 5 beats left this month',
    );
    const billing = screen.getByRole('region', { name: 'Billing' });
    expect(billing).toHaveTextContent('$19.99');
    expect(billing).toHaveTextContent('on 12/24/2026');
    expect(screen.getByText('Visa ending 4242')).toBeInTheDocument();
    const charges = screen.getByRole('table', { name: 'Charges' });
    expect(within(charges).getByText('First period')).toBeInTheDocument();
    expect(within(charges).getByText('Paid')).toBeInTheDocument();
  });

  it('names plan-change credit: earned by a downgrade, spent on a renewal', async () => {
    const base = subscription().charges[0]!;
    const charges = [
      { ...base, id: 2, kind: 'proration' as const, amount: -1000, credit: 'earned' as const },
      { ...base, id: 3, kind: 'renewal' as const, amount: 999 },
      { ...base, id: 4, kind: 'proration' as const, amount: 1000, credit: 'spent' as const },
      // A renewal paid wholly from credit.
      { ...base, id: 5, kind: 'renewal' as const, amount: 0 },
    ];
    fakeFetch({
      'GET /subscription/21': { data: subscription({ charges }) },
      'GET /subscribable/records': { data: [PLAN] },
    });
    show();
    const table = await screen.findByRole('table', { name: 'Charges' });
    expect(within(table).getByText('Credit from plan change')).toBeInTheDocument();
    expect(within(table).getByText('Credit used')).toBeInTheDocument();
    expect(within(table).getAllByText('Renewal')).toHaveLength(2);
    expect(within(table).getByText('−$10')).toBeInTheDocument();
    expect(within(table).getByText('$0.00')).toBeInTheDocument();
    expect(within(table).queryByText('Free')).not.toBeInTheDocument();
  });

  it('cancels in one click after a confirm naming the last day of access, then resumes', async () => {
    const cancelled = subscription({
      status: 'cancelled',
      status_label: 'Cancelled',
      next_charge: null,
      access_until: '2026-12-24T00:00:00.000Z',
    });
    const api = fakeFetch({
      'GET /subscription/21': { data: subscription() },
      'GET /subscribable/records': { data: [PLAN] },
      'POST /subscription/21/cancel': { data: cancelled },
      'POST /subscription/21/resume': { data: subscription() },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel membership' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Access until 12/24/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel membership' }));
    expect(await screen.findByText('Access until 12/24/2026')).toBeInTheDocument();
    expect(api.sent('POST', '/subscription/21/cancel')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Resume membership' }));
    expect(await screen.findByRole('button', { name: 'Cancel membership' })).toBeInTheDocument();
    expect(api.sent('POST', '/subscription/21/resume')).toHaveLength(1);
  });

  it('shows the prorated amount of a plan change before making it', async () => {
    // Half of the period is left: half the $20.00 difference is charged now.
    vi.useFakeTimers({ now: new Date('2026-12-09T00:00:00.000Z'), toFake: ['Date'] });
    const api = fakeFetch({
      'GET /subscription/21': { data: subscription() },
      'GET /subscribable/records': { data: [PLAN, PRO] },
      'POST /subscription/21/change': { data: subscription({ plan: PRO, price: PRO.price }) },
    });
    show();
    const change = await screen.findByRole('region', { name: 'Change plan' }, { timeout: 5000 });
    expect(within(change).queryByText('Inner Circle')).not.toBeInTheDocument();
    await userEvent.click(within(change).getByRole('button', { name: 'Switch' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Charged today for the rest of this period: $10.');
    expect(dialog).toHaveTextContent('From 12/24/2026: $39.99 a month.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch to Inner Circle Pro' }));
    expect(await screen.findByRole('heading', { name: 'Inner Circle Pro' })).toBeInTheDocument();
    expect(api.sent('POST', '/subscription/21/change')[0]!.body).toEqual({ subscribable_id: 4 });
  });

  it('takes a new card for a past-due membership and sends only the payment', async () => {
    const api = fakeFetch({
      'GET /subscription/21': { data: subscription({ status: 'past_due', status_label: 'Past due' }) },
      'GET /subscribable/records': { data: [PLAN] },
      'POST /subscription/21/payment_method': { data: subscription({ payment_label: 'Visa ending 1881' }) },
    });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your last renewal was declined');
    await userEvent.type(screen.getByLabelText('Address'), '1 Main St');
    await userEvent.type(screen.getByLabelText('City'), 'Mobile');
    await userEvent.type(screen.getByLabelText('ZIP / postal code'), '36602');
    await userEvent.type(screen.getByLabelText('Card number'), '4012 8888 8888 1881');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12/35');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Visa ending 1881')).toBeInTheDocument();
    expect(api.sent('POST', '/subscription/21/payment_method')[0]!.body).toEqual({
      payment: { method: 'card', number: '4012888888881881', expiry: '12/35', cvc: '123' },
    });
  });

  it("links to Chargebee's portal when Chargebee bills the membership", async () => {
    fakeFetch({
      'GET /subscription/21': { data: subscription({ provider: 'chargebee' }) },
      'GET /subscribable/records': { data: [PLAN] },
    });
    show();
    expect(await screen.findByRole('button', { name: 'Manage billing on Chargebee' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Change plan' })).not.toBeInTheDocument();
  });
});
