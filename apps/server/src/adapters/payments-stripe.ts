import Stripe from 'stripe';
import type { PaymentGateway, PaymentState } from './payments.js';
import { earlier, stripeSavedCards } from './payments-stripe-charges.js';
import { stripeWebhookEvent } from './payments-stripe-webhook.js';

const STATE: Partial<Record<Stripe.PaymentIntent.Status, PaymentState>> = {
  requires_payment_method: 'none',
  requires_confirmation: 'none',
  requires_action: 'none',
  requires_capture: 'authorized',
  succeeded: 'captured',
  canceled: 'cancelled',
};

/**
 * Stripe Payment Intents with manual capture; webhooks verified with the endpoint's signing secret.
 * The intent is created unconfirmed first (its id is stored on the order before any money is held),
 * then confirmed; both calls carry idempotency keys derived from the order, and the intent carries the
 * order id in its metadata, so Stripe can always be asked what became of an order's payment.
 */
export function createStripeGateway(opts: {
  secretKey: string;
  webhookSecret: string;
  client?: Stripe;
}): PaymentGateway {
  const stripe = opts.client ?? new Stripe(opts.secretKey);
  const state = async (ref: string): Promise<PaymentState> => {
    const intent = await stripe.paymentIntents.retrieve(ref, { expand: ['latest_charge'] });
    const charge = intent.latest_charge as Stripe.Charge | null;
    if (intent.status === 'succeeded' && charge?.refunded) return 'refunded';
    // processing: Stripe has not decided yet; asked again on the next sweep.
    return STATE[intent.status] ?? 'unknown';
  };
  return {
    name: 'stripe',
    async open(req) {
      const key = `${req.idempotencyKey}-open`;
      const before = await earlier(stripe, key);
      if (before) return before.id;
      const intent = await stripe.paymentIntents.create(
        {
          amount: req.amount,
          currency: 'usd',
          capture_method: 'manual',
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          description: req.description,
          metadata: { order_id: String(req.orderId), idempotency_key: key },
        },
        { idempotencyKey: key },
      );
      return intent.id;
    },
    async authorize(ref, payment) {
      if (payment.method !== 'stripe') return { ok: false, reason: 'Card details must be entered in the Stripe form.' };
      // Confirmed before (a retry, perhaps after the key was forgotten): its first answer stands.
      const now = await stripe.paymentIntents.retrieve(ref);
      if (now.status === 'requires_capture' || now.status === 'succeeded') return { ok: true, ref };
      if (now.status !== 'requires_payment_method' || now.last_payment_error)
        return { ok: false, reason: now.last_payment_error?.message ?? 'The payment could not be authorized.' };
      try {
        const intent = await stripe.paymentIntents.confirm(
          ref,
          { payment_method: payment.payment_method },
          { idempotencyKey: `${ref}-confirm` },
        );
        if (intent.status === 'requires_capture') return { ok: true, ref: intent.id };
        return { ok: false, reason: intent.last_payment_error?.message ?? 'The payment could not be authorized.' };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) return { ok: false, reason: err.message };
        throw err;
      }
    },
    state,
    async capture(ref) {
      if ((await state(ref)) === 'captured') return;
      await stripe.paymentIntents.capture(ref, {}, { idempotencyKey: `${ref}-capture` });
    },
    async cancel(ref) {
      const now = await state(ref);
      if (now === 'cancelled') return;
      if (now === 'captured' || now === 'refunded') throw new Error(`Stripe: ${ref} is ${now}, it cannot be cancelled`);
      await stripe.paymentIntents.cancel(ref);
    },
    async refund(ref) {
      // Refunded already (the key may be long forgotten): nothing more to give back.
      if ((await state(ref)) === 'refunded') return;
      await stripe.refunds.create({ payment_intent: ref }, { idempotencyKey: `${ref}-refund` });
    },
    async refundPart(ref, cents, idempotencyKey) {
      // Stripe forgets keys after a day (decision 0074): a refund made before carries the key in its metadata.
      const made = await stripe.refunds.list({ payment_intent: ref, limit: 100 });
      if (made.data.some((r) => r.metadata?.idempotency_key === idempotencyKey)) return;
      await stripe.refunds.create(
        { payment_intent: ref, amount: cents, metadata: { idempotency_key: idempotencyKey } },
        { idempotencyKey },
      );
    },
    ...stripeSavedCards(stripe),
    webhookEvent: (rawBody, signature) => stripeWebhookEvent(stripe, opts.webhookSecret, rawBody, signature),
  };
}
