import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createStripeGateway } from './payments-stripe.js';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Stripe's PaymentIntents as far as the adapter uses them, in memory (no network in tests). Like Stripe,
 * it remembers an idempotency key for 24 hours of its clock (`later` moves the clock), and its search
 * finds intents by metadata.
 */
function fakeStripe() {
  let clock = 0;
  const intents = new Map<
    string,
    {
      id: string;
      status: Stripe.PaymentIntent.Status;
      amount: number;
      metadata: Record<string, string>;
      latest_charge: { refunded: boolean } | null;
      last_payment_error?: { message: string } | null;
    }
  >();
  const byKey = new Map<string, { id: string; at: number }>();
  const calls: string[] = [];
  const remembered = (key: string) => {
    const seen = byKey.get(key);
    return seen && clock - seen.at < DAY_MS ? seen.id : undefined;
  };
  const paymentIntents = {
    async create(
      params: { amount: number; metadata?: Record<string, string>; confirm?: boolean },
      opts: { idempotencyKey: string },
    ) {
      calls.push(`create ${opts.idempotencyKey}`);
      const seen = remembered(opts.idempotencyKey);
      if (seen) return intents.get(seen);
      const intent = {
        id: `pi_${intents.size + 1}`,
        status: (params.confirm ? 'succeeded' : 'requires_payment_method') as Stripe.PaymentIntent.Status,
        amount: params.amount,
        metadata: params.metadata ?? {},
        latest_charge: params.confirm ? { refunded: false } : null,
      };
      intents.set(intent.id, intent);
      byKey.set(opts.idempotencyKey, { id: intent.id, at: clock });
      return intent;
    },
    async search(params: { query: string }) {
      const m = /^metadata\['(\w+)'\]:'(.*)'$/.exec(params.query);
      if (!m) throw new Error(`fake Stripe: cannot search ${params.query}`);
      const value = m[2]!.replace(/\\(.)/g, '$1');
      return { data: [...intents.values()].filter((i) => i.metadata[m[1]!] === value) };
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
  const refunds = {
    async create(params: { payment_intent: string }, opts: { idempotencyKey: string }) {
      calls.push(`refund ${opts.idempotencyKey}`);
      if (remembered(opts.idempotencyKey)) return {};
      byKey.set(opts.idempotencyKey, { id: params.payment_intent, at: clock });
      const charge = intents.get(params.payment_intent)!.latest_charge!;
      if (charge.refunded) throw new Error('fake Stripe: the charge was refunded already');
      charge.refunded = true;
      return {};
    },
  };
  return {
    client: { paymentIntents, refunds } as unknown as Stripe,
    intents,
    calls,
    later: (ms: number) => void (clock += ms),
  };
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
    expect(stripe.intents.get(ref)!.metadata).toEqual({ order_id: '7', idempotency_key: 'order-7-open' });
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

describe('an attempt older than Stripe’s 24-hour memory of its idempotency key', () => {
  const setup = () => {
    const stripe = fakeStripe();
    return {
      stripe,
      gateway: createStripeGateway({ secretKey: 'sk_test_offline', webhookSecret: 'whsec_x', client: stripe.client }),
    };
  };

  it('a saved card charged again with the same key a day later answers the first charge', async () => {
    const { stripe, gateway } = setup();
    const charge = {
      token: 'cus_1/pm_card_visa',
      amount: 1999,
      idempotencyKey: 'renewal-12-3',
      description: 'Renewal',
    };
    const first = await gateway.chargeSaved(charge);
    expect(first).toEqual({ ok: true, ref: 'pi_1' });
    stripe.later(25 * 3600 * 1000);
    expect(await gateway.chargeSaved(charge)).toEqual(first);
    expect(stripe.intents.size).toBe(1);
  });

  it('an order’s payment opened again a day later is the same intent, confirmed once', async () => {
    const { stripe, gateway } = setup();
    const opening = { amount: 4999, idempotencyKey: 'order-9', description: 'Beatmarket order 9', orderId: 9 };
    const ref = await gateway.open(opening);
    await gateway.authorize(ref, { method: 'stripe', payment_method: 'pm_card_visa' } as never);
    stripe.later(25 * 3600 * 1000);
    expect(await gateway.open(opening)).toBe(ref);
    expect(await gateway.authorize(ref, { method: 'stripe', payment_method: 'pm_card_visa' } as never)).toEqual({
      ok: true,
      ref,
    });
    expect(stripe.intents.size).toBe(1);
    expect(stripe.calls.filter((c) => c.startsWith('confirm'))).toHaveLength(1);
  });

  it('a refund asked again a day later refunds nothing more', async () => {
    const { stripe, gateway } = setup();
    const ref = await gateway.open({ amount: 100, idempotencyKey: 'order-10', description: 'o', orderId: 10 });
    await gateway.authorize(ref, { method: 'stripe', payment_method: 'pm_card_visa' } as never);
    await gateway.capture(ref);
    await gateway.refund(ref);
    stripe.later(25 * 3600 * 1000);
    await gateway.refund(ref);
    expect(stripe.calls.filter((c) => c.startsWith('refund'))).toHaveLength(1);
    expect(await gateway.state(ref)).toBe('refunded');
  });
});
