import type Stripe from 'stripe';
import type { PaymentEvent } from './payments.js';

/** The event of a signed webhook call, or null when its signature does not check out. */
export async function stripeWebhookEvent(
  stripe: Stripe,
  secret: string,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<PaymentEvent | null> {
  if (!signature) return null;
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
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
}
