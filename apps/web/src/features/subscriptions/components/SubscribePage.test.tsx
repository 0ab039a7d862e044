import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { PayForm } from '../../checkout/components/CheckoutPanel';
import { SubscribePage } from './SubscribePage';
import { PLAN, subscription } from './test-fixtures';

afterEach(() => vi.unstubAllGlobals());

const show = () =>
  renderRoutes(
    [
      { path: '/subscribe/:id', element: <SubscribePage PayForm={PayForm} /> },
      { path: '/subscription/:id', element: <p>membership page</p> },
    ],
    { path: '/subscribe/3', profile: profile(1) },
  );

async function fill(card: string) {
  await userEvent.type(screen.getByLabelText('Address'), '1 Main St');
  await userEvent.type(screen.getByLabelText('City'), 'Mobile');
  await userEvent.type(screen.getByLabelText('ZIP / postal code'), '36602');
  await userEvent.type(screen.getByLabelText('Card number'), card);
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12/35');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
}

describe('/subscribe/{id}', () => {
  it('shows the plan in plain sentences, its price and the trial', async () => {
    fakeFetch({
      'GET /subscribable/3': { data: { ...PLAN, trial_days: 14, trial_available: true } },
      'GET /subscription/records': { data: [] },
    });
    show();
    expect(await screen.findByRole('heading', { name: 'Join Inner Circle' })).toBeInTheDocument();
    expect(screen.getByText('5 beats a month under the Inner Circle Unlimited licence')).toBeInTheDocument();
    expect(screen.getByText('$19.99 a month')).toBeInTheDocument();
    expect(screen.getByText(/your card is saved now/)).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Start 14-day free trial' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('offers no free trial to an account that has had it: charged today, no "Free for" line', async () => {
    const grants = [
      '5 beats a month under the Inner Circle Unlimited licence',
      '$19.99 a month, the first month charged when you subscribe',
    ];
    fakeFetch({
      'GET /subscribable/3': { data: { ...PLAN, trial_days: 14, trial_available: false, grants } },
      'GET /subscription/records': { data: [] },
    });
    show();
    expect(await screen.findByRole('button', { name: 'Subscribe · $19.99/mo' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/free trial|Free for/)).not.toBeInTheDocument();
    expect(screen.getByText('Due today (USD)').nextElementSibling).toHaveTextContent('$19.99');
  });

  it("shows the server's field errors, retries with a new key, and opens the membership on success", async () => {
    let calls = 0;
    const api = fakeFetch({
      'GET /subscribable/3': { data: PLAN },
      'GET /subscription/records': { data: [] },
      'POST /subscribable/3/subscribe': () =>
        ++calls === 1
          ? fieldError(422, 'validation', 'Validation error', 'Enter a valid ZIP code', 'address.zip')
          : { status: 201, data: subscription() },
    });
    const { router } = show();
    await screen.findByRole('button', { name: 'Subscribe · $19.99/mo' }, { timeout: 5000 });
    await fill('4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe · $19.99/mo' }));
    expect(await screen.findByText('Enter a valid ZIP code')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe · $19.99/mo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription/21'));
    const [first, second] = api
      .sent('POST', '/subscribable/3/subscribe')
      .map((c) => c.body as { idempotency_key: string; address: unknown; payment: unknown });
    expect(first!.idempotency_key).toMatch(/^[A-Za-z0-9]{16,}$/);
    expect(first!.idempotency_key).not.toBe(second!.idempotency_key);
    expect(second).toMatchObject({
      address: { country: 'US', zip: '36602' },
      payment: { method: 'card', number: '4242424242424242', expiry: '12/35', cvc: '123' },
    });
  });

  it('sends a member of the plan to their membership instead of charging again', async () => {
    fakeFetch({ 'GET /subscribable/3': { data: PLAN }, 'GET /subscription/records': { data: [subscription()] } });
    show();
    expect(await screen.findByRole('link', { name: /Open your membership/ }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/subscription/21',
    );
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('says so when the plan is not available', async () => {
    fakeFetch({ 'GET /subscribable/3': fieldError(404, 'not_found', 'Not found', 'Record not found') });
    show();
    expect(await screen.findByText(/This plan is not available/)).toBeInTheDocument();
  });
});
