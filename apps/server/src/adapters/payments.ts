import type { CheckoutInput } from '@beatmarket/shared';

export interface PaymentOpening {
  /** USD cents. */
  amount: number;
  /** The order's own key: asking again with it finds the same payment, at the provider too. */
  idempotencyKey: string;
  description: string;
  orderId: number;
}
export type Authorization = { ok: true; ref: string } | { ok: false; reason: string };
/** What the provider says happened to a payment: none means nothing is held or taken. */
export type PaymentState = 'none' | 'authorized' | 'captured' | 'cancelled' | 'refunded' | 'unknown';
/** A card kept at the provider for later charges (subscriptions): its token, never a card number. */
export type SavedMethod = { ok: true; token: string; label: string } | { ok: false; reason: string };
/** A charge of a saved method, taken at once (no hold): renewals, a subscription's first period. */
export interface SavedCharge {
  token: string;
  /** USD cents, above 0. */
  amount: number;
  /** The same key answers the same charge: a job or request run twice charges once. */
  idempotencyKey: string;
  description: string;
}

/** What a provider tells us later, through a signed webhook. */
export interface PaymentEvent {
  type: 'refunded' | 'failed' | 'ignored';
  ref: string;
  /**
   * A partial refund: the cents refunded on the payment so far, all refunds counted (the provider's own
   * running total, so a repeated or late event is harmless). Absent when the whole payment went back.
   */
  refunded?: number;
}

/**
 * Money moves in steps (decisions 0014, 0021): open a payment for the order (nothing charged; its
 * reference is stored on the order first), authorize it (hold the amount), then capture once the order
 * is safely recorded; an order that cannot be recorded cancels the hold. `state` answers for any
 * reference at any later time, so an order interrupted by a crash can always be finished.
 * capture and cancel are idempotent: repeating them after a crash is harmless.
 */
export interface PaymentGateway {
  readonly name: 'test' | 'stripe';
  open(req: PaymentOpening): Promise<string>;
  authorize(ref: string, payment: CheckoutInput['payment']): Promise<Authorization>;
  state(ref: string): Promise<PaymentState>;
  capture(ref: string): Promise<void>;
  cancel(ref: string): Promise<void>;
  refund(ref: string): Promise<void>;
  /**
   * Gives back `cents` of a captured payment, short of the whole (decision 0077): one refund per key,
   * however often it is asked for and however long after (a rerun after a crash refunds nothing more).
   */
  refundPart(ref: string, cents: number, idempotencyKey: string): Promise<void>;
  /** Keeps the payment method for later charges (decision 0048); a card refused now is refused here. */
  saveMethod(payment: CheckoutInput['payment']): Promise<SavedMethod>;
  /** Charges a saved method off-session; idempotent by key. `ref` can be refunded like any payment. */
  chargeSaved(charge: SavedCharge): Promise<Authorization>;
  /** The event of a webhook call, or null when its signature does not check out. */
  webhookEvent(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent | null>;
  close?(): Promise<void>;
  /** Opens what the first payment would otherwise wait for (the test gateway's own PGlite takes seconds). */
  warmUp?(): Promise<void>;
}
