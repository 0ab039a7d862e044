import { randomBytes } from 'node:crypto';
import type { CheckoutInput } from '@beatmarket/shared';

export interface PaymentRequest {
  /** USD cents. */
  amount: number;
  idempotencyKey: string;
  description: string;
  payment: CheckoutInput['payment'];
}
export type Authorization = { ok: true; ref: string } | { ok: false; reason: string };
/** What a provider tells us later, through a signed webhook. */
export interface PaymentEvent { type: 'refunded' | 'failed' | 'ignored'; ref: string }

/**
 * Money moves in two steps: authorize (hold the amount), then capture once the order is safely
 * recorded; an order that cannot be recorded (an exclusive sold a moment earlier) cancels the hold.
 */
export interface PaymentGateway {
  readonly name: 'test' | 'stripe';
  authorize(req: PaymentRequest): Promise<Authorization>;
  capture(ref: string): Promise<void>;
  cancel(ref: string): Promise<void>;
  refund(ref: string): Promise<void>;
  /** The event of a webhook call, or null when its signature does not check out. */
  webhookEvent(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent | null>;
}

/** Documented in the README: these numbers (any future expiry, any CVC) drive the built-in gateway. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

type Charge = { ref: string; amount: number; status: 'authorized' | 'captured' | 'cancelled' | 'refunded' };

/** The default gateway: works offline, holds its charges in memory, answers by test card number. */
export function createTestGateway() {
  const byKey = new Map<string, Authorization>();
  const charges = new Map<string, Charge>();
  const move = (ref: string, from: Charge['status'][], to: Charge['status']) => {
    const c = charges.get(ref);
    if (!c || !from.includes(c.status)) throw new Error(`test gateway: cannot move charge ${ref} to ${to}`);
    c.status = to;
  };
  const gateway: PaymentGateway & { charges(): Charge[] } = {
    name: 'test',
    async authorize(req) {
      const seen = byKey.get(req.idempotencyKey);
      if (seen) return seen;
      let result: Authorization;
      if (req.payment.method !== 'card') result = { ok: false, reason: 'This store takes card payments.' };
      else if (req.payment.number === TEST_CARDS.declined) result = { ok: false, reason: 'Your card was declined.' };
      else if (req.payment.number === TEST_CARDS.insufficientFunds) result = { ok: false, reason: 'Your card has insufficient funds.' };
      else if (req.payment.number !== TEST_CARDS.success) result = { ok: false, reason: 'Use the test card 4242 4242 4242 4242: this store is in test mode.' };
      else {
        const ref = `test_${randomBytes(9).toString('hex')}`;
        charges.set(ref, { ref, amount: req.amount, status: 'authorized' });
        result = { ok: true, ref };
      }
      byKey.set(req.idempotencyKey, result);
      return result;
    },
    async capture(ref) {
      move(ref, ['authorized'], 'captured');
    },
    async cancel(ref) {
      move(ref, ['authorized'], 'cancelled');
    },
    async refund(ref) {
      move(ref, ['captured'], 'refunded');
    },
    async webhookEvent() {
      return null;
    },
    charges: () => [...charges.values()],
  };
  return gateway;
}
export type TestGateway = ReturnType<typeof createTestGateway>;
