import Stripe from 'stripe';
import type { Authorization, PaymentEvent, PaymentGateway, PaymentState } from './payments.js';

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
  /**
   * Stripe forgets an idempotency key after 24 hours: the same key sent later makes a second intent
   * (a second charge). So every intent carries its key in its metadata and is looked for first; only
   * an attempt never made is created. Search lags writes by up to a minute, and inside that minute the
   * key itself still answers (decision 0074).
   */
  const earlier = async (key: string): Promise<Stripe.PaymentIntent | null> => {
    const found = await stripe.paymentIntents.search({
      query: `metadata['idempotency_key']:'${key.replace(/[\\']/g, (c) => `\\${c}`)}'`,
      limit: 1,
    });
    return found.data[0] ?? null;
  };
  const charged = (intent: Stripe.PaymentIntent): Authorization =>
    intent.status === 'succeeded'
      ? { ok: true, ref: intent.id }
      : { ok: false, reason: intent.last_payment_error?.message ?? 'The payment could not be taken.' };
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
      const before = await earlier(key);
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
      const before = await earlier(req.idempotencyKey);
      if (before) return charged(before);
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
            metadata: { idempotency_key: req.idempotencyKey },
          },
          { idempotencyKey: req.idempotencyKey },
        );
        return charged(intent);
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
      if (event.type === 'charge.refunded') {
        const charge = event.data.object;
        // charge.refunded is true only once the whole charge went back; a partial one books its cents.
        const partial = !charge.refunded && charge.amount_refunded < charge.amount;
        return {
          type: 'refunded',
          ref: ref(charge),
          ...(partial ? { refunded: charge.amount_refunded } : {}),
        } satisfies PaymentEvent;
      }
      if (event.type === 'payment_intent.payment_failed' || event.type === 'payment_intent.canceled')
        return { type: 'failed', ref: event.data.object.id };
      return { type: 'ignored', ref: '' };
    },
  };
}
