import Stripe from 'stripe';
import type { PaymentEvent, PaymentGateway, PaymentState } from './payments.js';

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
      const intent = await stripe.paymentIntents.create(
        {
          amount: req.amount,
          currency: 'usd',
          capture_method: 'manual',
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          description: req.description,
          metadata: { order_id: String(req.orderId) },
        },
        { idempotencyKey: `${req.idempotencyKey}-open` },
      );
      return intent.id;
    },
    async authorize(ref, payment) {
      if (payment.method !== 'stripe') return { ok: false, reason: 'Card details must be entered in the Stripe form.' };
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
      await stripe.refunds.create({ payment_intent: ref }, { idempotencyKey: `${ref}-refund` });
    },
    // A customer per saved card, the card attached to it: renewals charge it off-session (decision 0048).
    async saveMethod(payment) {
      if (payment.method !== 'stripe') return { ok: false, reason: 'Card details must be entered in the Stripe form.' };
      try {
        const customer = await stripe.customers.create({
          payment_method: payment.payment_method,
          invoice_settings: { default_payment_method: payment.payment_method },
        });
        const method = await stripe.paymentMethods.retrieve(payment.payment_method);
        const last4 = method.card?.last4;
        return {
          ok: true,
          token: `${customer.id}/${payment.payment_method}`,
          label: last4 ? `Card ending ${last4}` : 'Saved card',
        };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) return { ok: false, reason: err.message };
        throw err;
      }
    },
    async chargeSaved(req) {
      const [customer, paymentMethod] = req.token.split('/');
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: req.amount,
            currency: 'usd',
            customer,
            payment_method: paymentMethod,
            off_session: true,
            confirm: true,
            description: req.description,
          },
          { idempotencyKey: req.idempotencyKey },
        );
        if (intent.status === 'succeeded') return { ok: true, ref: intent.id };
        return { ok: false, reason: intent.last_payment_error?.message ?? 'The payment could not be taken.' };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) return { ok: false, reason: err.message };
        throw err;
      }
    },
    async webhookEvent(rawBody, signature) {
      if (!signature) return null;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret);
      } catch {
        return null;
      }
      const ref = (o: { payment_intent?: string | Stripe.PaymentIntent | null; id: string }) =>
        typeof o.payment_intent === 'string' ? o.payment_intent : (o.payment_intent?.id ?? o.id);
      if (event.type === 'charge.refunded')
        return { type: 'refunded', ref: ref(event.data.object) } satisfies PaymentEvent;
      if (event.type === 'payment_intent.payment_failed' || event.type === 'payment_intent.canceled')
        return { type: 'failed', ref: event.data.object.id };
      return { type: 'ignored', ref: '' };
    },
  };
}
