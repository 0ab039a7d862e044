import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadStripe } from '@stripe/stripe-js/pure';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError } from '../../../test/fake-fetch';
import { BOOT, profile, renderRoutes } from '../../../test/render';
import { CheckoutPanel } from './CheckoutPanel';

// Stripe.js cannot load here: a fake Stripe instance stands in for it, handed to <Elements> by the
// mocked loader. It has what react-stripe-js checks for and what the card form calls.
const fake = vi.hoisted(() => {
  const handlers: Record<string, (e: unknown) => void> = {};
  const card = {
    mount: vi.fn(),
    update: vi.fn(),
    destroy: vi.fn(),
    focus: vi.fn(),
    on: vi.fn((ev: string, cb: (e: unknown) => void) => (handlers[ev] = cb)),
    off: vi.fn(),
  };
  const elements = { create: vi.fn(() => card), getElement: vi.fn(() => card), update: vi.fn() };
  const stripe = {
    elements: vi.fn(() => elements),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
  };
  return { handlers, card, elements, stripe };
});
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn(async () => fake.stripe) }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

const STRIPE_BOOT = { ...BOOT, payments: { provider: 'stripe', publishable_key: 'pk_test_beatmarket' } };
const PAID = {
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
};
const routes = [
  { path: '/checkout', element: <CheckoutPanel total={4999} /> },
  { path: '/order/:id', element: <p>order page</p> },
];
// seed: false: the boot data (with the Stripe provider) comes from the fake server.
const show = () => renderRoutes(routes, { path: '/checkout', profile: profile(1), seed: false });

async function fillAddress() {
  await userEvent.selectOptions(await screen.findByLabelText('Country'), 'CA');
  await userEvent.type(screen.getByLabelText('Address'), '12 Rue Sainte-Catherine');
  await userEvent.type(screen.getByLabelText('City'), 'Montréal');
  await userEvent.type(screen.getByLabelText('ZIP / postal code'), 'H2X 1Y4');
  await userEvent.selectOptions(screen.getByLabelText('Province'), 'QC');
}
const pay = async () => userEvent.click(screen.getByRole('button', { name: 'Pay $49.99' }));

describe('checkout with Stripe Elements', () => {
  it('mounts the card element, makes a payment method with the billing address and orders with its id', async () => {
    fake.stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_1Card' } });
    const api = fakeFetch({ 'GET /supporting-data': { data: STRIPE_BOOT }, 'POST /cart/order': PAID });
    const { router } = show();
    expect(await screen.findByRole('group', { name: 'Card details' })).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_beatmarket');
    expect(fake.elements.create).toHaveBeenCalledWith('card', expect.objectContaining({ hidePostalCode: true }));
    expect(fake.card.mount).toHaveBeenCalledOnce();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();

    await fillAddress();
    await pay();
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/31'));
    expect(fake.stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: fake.card,
      billing_details: {
        address: {
          line1: '12 Rue Sainte-Catherine',
          city: 'Montréal',
          state: 'QC',
          postal_code: 'H2X 1Y4',
          country: 'CA',
        },
      },
    });
    const [order] = api.sent('POST', '/cart/order');
    expect(order!.body).toMatchObject({
      address: { country: 'CA', state: 'QC', zip: 'H2X 1Y4' },
      payment: { method: 'stripe', payment_method: 'pm_1Card' },
    });
    expect((order!.body as { payment: object }).payment).toEqual({ method: 'stripe', payment_method: 'pm_1Card' });
  });

  it("shows Stripe's errors under the card field and sends no order", async () => {
    fake.stripe.createPaymentMethod.mockResolvedValue({
      error: { type: 'validation_error', message: 'Your card number is incomplete.' },
    });
    const api = fakeFetch({ 'GET /supporting-data': { data: STRIPE_BOOT } });
    show();
    await screen.findByRole('group', { name: 'Card details' });
    act(() => fake.handlers.change!({ error: { message: 'Your card number is invalid.' } }));
    expect(screen.getByText('Your card number is invalid.')).toBeInTheDocument();
    act(() => fake.handlers.change!({ complete: false }));
    expect(screen.queryByText('Your card number is invalid.')).not.toBeInTheDocument();

    await fillAddress();
    await pay();
    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Card details' })).toHaveAccessibleDescription(
      'Your card number is incomplete.',
    );
    expect(fake.card.focus).toHaveBeenCalled();
    expect(api.sent('POST', '/cart/order')).toHaveLength(0);
  });

  it('checks the address before asking Stripe, and shows the server’s per-field errors', async () => {
    fake.stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_2Card' } });
    const api = fakeFetch({
      'GET /supporting-data': { data: STRIPE_BOOT },
      'POST /cart/order': fieldError(
        422,
        'validation_failed',
        'Ooops!',
        'This postal code does not match the province',
        'address.zip',
      ),
    });
    show();
    await screen.findByRole('group', { name: 'Card details' });
    await pay();
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(fake.stripe.createPaymentMethod).not.toHaveBeenCalled();
    expect(api.sent('POST', '/cart/order')).toHaveLength(0);

    await fillAddress();
    await pay();
    expect(await screen.findByText('This postal code does not match the province')).toBeInTheDocument();
    expect(api.sent('POST', '/cart/order')).toHaveLength(1);
  });

  it('never loads Stripe.js with the built-in test gateway', async () => {
    fakeFetch({});
    renderRoutes(routes, { path: '/checkout', profile: profile(1) });
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(loadStripe).not.toHaveBeenCalled();
  });
});
