import { randomBytes } from 'node:crypto';
import type { CheckoutInput } from '@beatmarket/shared';
import type { Authorization, SavedCharge, SavedMethod } from './payments.js';
import type { Charge, Query } from './payments-test-book.js';

/** Documented in the README: these numbers (any future expiry, any CVC) drive the built-in gateway. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** Why a test card number is refused, or null when it pays (the same rule for a hold and a saved card). */
export function cardRefusal(payment: CheckoutInput['payment'] | { method: 'card'; number: string }): string | null {
  if (payment.method !== 'card') return 'This store takes card payments.';
  if (payment.number === TEST_CARDS.declined) return 'Your card was declined.';
  if (payment.number === TEST_CARDS.insufficientFunds) return 'Your card has insufficient funds.';
  if (payment.number !== TEST_CARDS.success)
    return 'Use the test card 4242 4242 4242 4242: this store is in test mode.';
  return null;
}
/** A saved test card's token carries its number, so its later charges decline as the card would. */
const TOKEN_PREFIX = 'test_pm_';
const KNOWN: string[] = Object.values(TEST_CARDS);

/** Saved test cards (decision 0048): kept by number in their token, charged at once through the book. */
export function savedTestCards(book: () => Promise<Query>, note: (c: Charge) => void) {
  return {
    // Any documented test card is kept (a declining one declines when charged, as a real card would).
    async saveMethod(payment: CheckoutInput['payment']): Promise<SavedMethod> {
      if (payment.method !== 'card' || !KNOWN.includes(payment.number))
        return { ok: false, reason: cardRefusal(payment) ?? 'This card cannot be saved.' };
      return { ok: true, token: `${TOKEN_PREFIX}${payment.number}`, label: `Card ending ${payment.number.slice(-4)}` };
    },
    async chargeSaved(req: SavedCharge): Promise<Authorization> {
      if (!req.token.startsWith(TOKEN_PREFIX)) throw new Error(`test gateway: unknown payment method ${req.token}`);
      if (!Number.isSafeInteger(req.amount) || req.amount <= 0)
        throw new Error(`test gateway: cannot charge ${req.amount} cents`);
      const reason = cardRefusal({ method: 'card', number: req.token.slice(TOKEN_PREFIX.length) });
      const q = await book();
      // Charged at once (no hold); the key makes a repeated charge answer the first one.
      await q(
        'insert into test_gateway_charges (ref, idempotency_key, amount, status, reason) values ($1, $2, $3, $4, $5) on conflict (idempotency_key) do nothing',
        [
          `test_${randomBytes(9).toString('hex')}`,
          req.idempotencyKey,
          req.amount,
          reason ? 'declined' : 'captured',
          reason,
        ],
      );
      const [c] = await q<Charge>(
        'select ref, amount, status, reason from test_gateway_charges where idempotency_key = $1',
        [req.idempotencyKey],
      );
      note(c!);
      return c!.status === 'declined' ? { ok: false, reason: c!.reason! } : { ok: true, ref: c!.ref };
    },
  };
}
