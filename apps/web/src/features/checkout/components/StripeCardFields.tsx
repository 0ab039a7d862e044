import type { Address } from '@beatmarket/shared';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElementOptions } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { use, useImperativeHandle, useState, type Ref } from 'react';

/** What the checkout form asks of the Stripe fields when the buyer presses Pay. */
export interface StripeCardHandle {
  /** The payment for POST /cart/order, or null when Stripe refused the card (its message is shown under the field). */
  createPaymentMethod(address: Address): Promise<{ method: 'stripe'; payment_method: string } | null>;
}

/**
 * The server allows Stripe's origins only in the policy of a document loaded at /checkout (decision 0020),
 * or at a membership's /subscribe/{id} and /subscription/{id} (the same form);
 * a page reached by a client-side navigation keeps the policy it was loaded with, so it reloads here first.
 */
function documentLoadedAtCheckout(): boolean {
  const nav =
    typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation')[0] : undefined;
  return !nav || /^\/(checkout|subscribe\/\d+|subscription\/\d+)\/?$/.test(new URL(nav.name).pathname);
}

// One Stripe.js per publishable key for the life of the page; `pure` adds the script only when asked.
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string) {
  if (!documentLoadedAtCheckout()) {
    window.location.reload();
    return new Promise<Stripe | null>(() => {});
  }
  let p = loaded.get(key);
  if (!p) {
    p = loadStripe(key).catch(() => null);
    loaded.set(key, p);
  }
  return p;
}

// The card iframe cannot see the page's CSS: colours follow the dark theme (zinc text, violet accent).
const CARD_OPTIONS: StripeCardElementOptions = {
  hidePostalCode: true, // the billing address above carries the postal code
  style: {
    base: {
      color: '#f4f4f5',
      iconColor: '#a78bfa',
      fontFamily: 'ui-sans-serif, system-ui, sans-serif',
      fontSize: '16px',
      fontSmoothing: 'antialiased',
      '::placeholder': { color: '#a1a1aa' },
    },
    invalid: { color: '#f87171', iconColor: '#f87171' },
  },
};

const errorText = 'text-xs text-red-400';

/** Stripe's Card Element (number, expiry, CVC in one field); the card never reaches our server. */
export default function StripeCardFields({
  publishableKey,
  error,
  ref,
}: {
  publishableKey: string;
  error?: string | undefined;
  ref: Ref<StripeCardHandle>;
}) {
  const stripe = use(stripeFor(publishableKey));
  if (!stripe) {
    return (
      <p role="alert" className={errorText}>
        The card form could not load from Stripe. Check your connection and reload the page.
      </p>
    );
  }
  return (
    <Elements stripe={stripe}>
      <CardField error={error} ref={ref} />
    </Elements>
  );
}

function CardField({ error, ref }: { error?: string | undefined; ref: Ref<StripeCardHandle> }) {
  const stripe = useStripe();
  const elements = useElements();
  const [stripeError, setStripeError] = useState<string>();

  useImperativeHandle(
    ref,
    () => ({
      async createPaymentMethod(a) {
        const card = elements?.getElement('card');
        if (!stripe || !card) {
          setStripeError('The card form is still loading. Try again in a moment.');
          return null;
        }
        const result = await stripe.createPaymentMethod({
          type: 'card',
          card,
          billing_details: {
            address: { line1: a.address, city: a.city, state: a.state, postal_code: a.zip, country: a.country },
          },
        });
        if (result.error) {
          setStripeError(result.error.message ?? 'Check the card details.');
          card.focus();
          return null;
        }
        setStripeError(undefined);
        return { method: 'stripe', payment_method: result.paymentMethod.id };
      },
    }),
    [stripe, elements],
  );

  const shown = stripeError ?? error;
  return (
    <div className="flex flex-col gap-1.5">
      <span id="stripe-card-label" className="text-sm font-medium text-zinc-300">
        Card details
      </span>
      <div
        role="group"
        aria-labelledby="stripe-card-label"
        aria-describedby={shown ? 'stripe-card-error' : undefined}
        className={`rounded-xl bg-zinc-900 px-3.5 py-3 ring-1 ring-inset transition focus-within:ring-2 ${shown ? 'ring-red-500/70 focus-within:ring-red-400' : 'ring-white/10 focus-within:ring-accent-400'}`}
      >
        <CardElement options={CARD_OPTIONS} onChange={(e) => setStripeError(e.error?.message)} />
      </div>
      {shown && (
        <p id="stripe-card-error" className={errorText}>
          {shown}
        </p>
      )}
    </div>
  );
}
