import Stripe from 'stripe';
import type { CheckoutInput } from '@beatmarket/shared';
import type { Authorization, SavedCharge, SavedMethod } from './payments.js';

/**
 * Stripe forgets an idempotency key after 24 hours: the same key sent later makes a second intent
 * (a second charge). So every intent carries its key in its metadata and is looked for first; only
 * an attempt never made is created. Search lags writes by up to a minute, and inside that minute the
 * key itself still answers (decision 0074).
 */
export const earlier = async (stripe: Stripe, key: string): Promise<Stripe.PaymentIntent | null> => {
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

/** Saved cards at Stripe (decision 0048) and their off-session charges. */
export function stripeSavedCards(stripe: Stripe) {
  return {
    // A customer per saved card, the card attached to it: renewals charge it off-session (decision 0048).
    async saveMethod(payment: CheckoutInput['payment']): Promise<SavedMethod> {
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
    async chargeSaved(req: SavedCharge): Promise<Authorization> {
      const [customer, paymentMethod] = req.token.split('/');
      const before = await earlier(stripe, req.idempotencyKey);
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
  };
}
