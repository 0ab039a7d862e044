import Stripe from 'stripe';
import type { PaymentEvent, PaymentGateway } from './payments.js';

/** Stripe Payment Intents with manual capture; webhooks verified with the endpoint's signing secret. */
export function createStripeGateway(opts: { secretKey: string; webhookSecret: string; client?: Stripe }): PaymentGateway {
  const stripe = opts.client ?? new Stripe(opts.secretKey);
  return {
    name: 'stripe',
    async authorize(req) {
      if (req.payment.method !== 'stripe') return { ok: false, reason: 'Card details must be entered in the Stripe form.' };
      try {
        const intent = await stripe.paymentIntents.create(
          { amount: req.amount, currency: 'usd', payment_method: req.payment.payment_method, automatic_payment_methods: { enabled: true, allow_redirects: 'never' }, capture_method: 'manual', confirm: true, description: req.description },
          { idempotencyKey: req.idempotencyKey },
        );
        if (intent.status === 'requires_capture') return { ok: true, ref: intent.id };
        return { ok: false, reason: intent.last_payment_error?.message ?? 'The payment could not be authorized.' };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) return { ok: false, reason: err.message };
        throw err;
      }
    },
    async capture(ref) {
      await stripe.paymentIntents.capture(ref);
    },
    async cancel(ref) {
      await stripe.paymentIntents.cancel(ref);
    },
    async refund(ref) {
      await stripe.refunds.create({ payment_intent: ref });
    },
    async webhookEvent(rawBody, signature) {
      if (!signature) return null;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret);
      } catch {
        return null;
      }
      const ref = (o: { payment_intent?: string | Stripe.PaymentIntent | null; id: string }) => (typeof o.payment_intent === 'string' ? o.payment_intent : (o.payment_intent?.id ?? o.id));
      if (event.type === 'charge.refunded') return { type: 'refunded', ref: ref(event.data.object) } satisfies PaymentEvent;
      if (event.type === 'payment_intent.payment_failed' || event.type === 'payment_intent.canceled') return { type: 'failed', ref: event.data.object.id };
      return { type: 'ignored', ref: '' };
    },
  };
}
