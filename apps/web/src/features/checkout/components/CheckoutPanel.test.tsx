import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { CheckoutPanel } from './CheckoutPanel';

afterEach(() => vi.unstubAllGlobals());

const show = () =>
  renderRoutes(
    [
      { path: '/checkout', element: <CheckoutPanel total={4999} /> },
      { path: '/order/:id', element: <p>order page</p> },
    ],
    { path: '/checkout', profile: profile(1) },
  );

async function fill() {
  await userEvent.selectOptions(screen.getByLabelText('Country'), 'CA');
  await userEvent.type(screen.getByLabelText('Address'), '12 Rue Sainte-Catherine');
  await userEvent.type(screen.getByLabelText('City'), 'Montréal');
  await userEvent.type(screen.getByLabelText('ZIP / postal code'), 'H2X 1Y4');
  await userEvent.selectOptions(screen.getByLabelText('Province'), 'QC');
  await userEvent.type(screen.getByLabelText('Card number'), '4000 0000 0000 0002');
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12/35');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
}

describe('checkout payment form', () => {
  it('resets the region when the country changes, and checks every field before sending', async () => {
    const api = fakeFetch({});
    show();
    expect(screen.getByLabelText('State')).toHaveValue('AL');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'CA');
    expect(screen.getByLabelText('Province')).toHaveValue('AB');
    // A Canadian province does not carry over to France: the free-text region starts empty.
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'FR');
    expect(screen.getByLabelText('State / region')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $49.99' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    expect(screen.getByText('Enter a valid card number')).toBeInTheDocument();
    expect(api.sent('POST', '/cart/order')).toHaveLength(0);
  });

  it('shows a decline inline and tries again with a new checkout key; success opens the order', async () => {
    let calls = 0;
    const api = fakeFetch({
      'POST /cart/order': () =>
        ++calls === 1
          ? fieldError(402, 'payment_declined', 'Payment declined', 'Your card was declined.', 'payment')
          : {
              data: { id: 31 },
              meta: {
                updates: {
                  cart: {
                    items: [],
                    store_items: [],
                    coupons: [],
                    totals: { subtotal: 0, discount: 0, total: 0, currency: 'USD' },
                  },
                },
              },
            },
    });
    const { router } = show();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $49.99' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment declined: Your card was declined.');
    await userEvent.clear(screen.getByLabelText('Card number'));
    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $49.99' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/31'));
    // The order page thanks a buyer who comes from checkout.
    expect(router.state.location.state).toEqual({ from: 'checkout' });
    const [first, second] = api
      .sent('POST', '/cart/order')
      .map((c) => c.body as { idempotency_key: string; address: unknown; payment: unknown });
    expect(first!.idempotency_key).not.toBe(second!.idempotency_key);
    expect(second).toMatchObject({
      address: { country: 'CA', state: 'QC', zip: 'H2X 1Y4' },
      payment: { method: 'card', number: '4242424242424242', expiry: '12/35', cvc: '123' },
    });
  });
});
