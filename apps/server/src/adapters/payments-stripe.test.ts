import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createStripeGateway } from './payments-stripe.js';

/** Stripe's PaymentIntents as far as the adapter uses them, in memory (no network in tests). */
function fakeStripe() {
  const intents = new Map<
    string,
    {
      id: string;
      status: Stripe.PaymentIntent.Status;
      amount: number;
      metadata: Record<string, string>;
      latest_charge: { refunded: boolean } | null;
    }
  >();
  const byKey = new Map<string, string>();
  const calls: string[] = [];
  const paymentIntents = {
    async create(params: { amount: number; metadata: Record<string, string> }, opts: { idempotencyKey: string }) {
      calls.push(`create ${opts.idempotencyKey}`);
      const seen = byKey.get(opts.idempotencyKey);
      if (seen) return intents.get(seen);
      const intent = {
        id: `pi_${intents.size + 1}`,
        status: 'requires_payment_method' as const,
        amount: params.amount,
        metadata: params.metadata,
        latest_charge: null,
      };
      intents.set(intent.id, intent);
      byKey.set(opts.idempotencyKey, intent.id);
      return intent;
    },
    async confirm(id: string) {
      calls.push(`confirm ${id}`);
      intents.get(id)!.status = 'requires_capture';
      return intents.get(id);
    },
    async retrieve(id: string) {
      return intents.get(id);
    },
    async capture(id: string) {
      calls.push(`capture ${id}`);
      intents.get(id)!.status = 'succeeded';
      intents.get(id)!.latest_charge = { refunded: false };
      return intents.get(id);
    },
    async cancel(id: string) {
      calls.push(`cancel ${id}`);
      intents.get(id)!.status = 'canceled';
      return intents.get(id);
    },
  };
  return { client: { paymentIntents } as unknown as Stripe, intents, calls };
}

describe('the Stripe gateway', () => {
  it('opens one intent per order key (with the order id), holds on confirm, and answers what became of it', async () => {
    const stripe = fakeStripe();
    const gateway = createStripeGateway({
      secretKey: 'sk_test_offline',
      webhookSecret: 'whsec_x',
      client: stripe.client,
    });
    const ref = await gateway.open({
      amount: 4999,
      idempotencyKey: 'order-7',
      description: 'Beatmarket order 7',
      orderId: 7,
    });
    expect(
      await gateway.open({ amount: 4999, idempotencyKey: 'order-7', description: 'Beatmarket order 7', orderId: 7 }),
    ).toBe(ref);
    expect(stripe.intents.get(ref)!.metadata).toEqual({ order_id: '7' });
    expect(await gateway.state(ref)).toBe('none');

    expect(await gateway.authorize(ref, { method: 'stripe', payment_method: 'pm_card_visa' } as never)).toEqual({
      ok: true,
      ref,
    });
    expect(await gateway.state(ref)).toBe('authorized');
    await gateway.capture(ref);
    await gateway.capture(ref); // a repeat after a crash: no second capture call
    expect(stripe.calls.filter((c) => c.startsWith('capture'))).toHaveLength(1);
    expect(await gateway.state(ref)).toBe('captured');
    await expect(gateway.cancel(ref)).rejects.toThrow(/captured/);
  });

  it('cancels a hold once, and a second cancel is harmless', async () => {
    const stripe = fakeStripe();
    const gateway = createStripeGateway({
      secretKey: 'sk_test_offline',
      webhookSecret: 'whsec_x',
      client: stripe.client,
    });
    const ref = await gateway.open({
      amount: 100,
      idempotencyKey: 'order-8',
      description: 'Beatmarket order 8',
      orderId: 8,
    });
    await gateway.authorize(ref, { method: 'stripe', payment_method: 'pm_card_visa' } as never);
    await gateway.cancel(ref);
    await gateway.cancel(ref);
    expect(stripe.calls.filter((c) => c.startsWith('cancel'))).toHaveLength(1);
    expect(await gateway.state(ref)).toBe('cancelled');
  });
});
