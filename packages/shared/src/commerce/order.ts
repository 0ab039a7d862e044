import { z } from 'zod';
import { addressSchema } from './address.js';
import { checkoutChannelsSchema } from '../channels/channels.js';

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** Whether MM/YY is this month or later. */
export function expiryValid(expiry: string, now = new Date()): boolean {
  const m = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry.trim());
  if (!m) return false;
  const year = 2000 + Number(m[2]);
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && Number(m[1]) >= now.getUTCMonth() + 1);
}

const cardPayment = z.object({
  method: z.literal('card'),
  number: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .refine((s) => /^\d{12,19}$/.test(s) && luhnValid(s), 'Enter a valid card number'),
  expiry: z
    .string()
    .trim()
    .refine((s) => expiryValid(s), 'Enter a future expiry date as MM/YY'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits on the back'),
});
/** Stripe Elements gives the browser a payment method id; the card never touches our server. */
const stripePayment = z.object({
  method: z.literal('stripe'),
  payment_method: z
    .string()
    .trim()
    .regex(/^pm_[A-Za-z0-9_]+$/, 'Payment details are missing'),
});

/**
 * POST /cart/order. The idempotency key is made once per checkout page: a retried or double-clicked
 * order sends the same key and gets the same order, charged once.
 */
export const checkoutSchema = z.object({
  idempotency_key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,100}$/, 'A checkout key is required'),
  address: addressSchema,
  payment: z.discriminatedUnion('method', [cardPayment, stripePayment]),
  /** The YouTube channels each beat line's licence covers, by beat id (decision 0092). */
  channels: checkoutChannelsSchema,
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** Spec: order states, and the only moves between them (one table, used by the server). */
export const ORDER_STATES = ['pending', 'paid', 'fulfilled', 'failed', 'refunded'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const ORDER_TRANSITIONS: Record<OrderState, readonly OrderState[]> = {
  pending: ['paid', 'failed'],
  // paid → failed: the hold vanished before capture and recovery undid the sale (decision 0021).
  paid: ['fulfilled', 'refunded', 'failed'],
  fulfilled: ['refunded'],
  failed: [],
  refunded: [],
};
/** The states of an order whose files are the buyer's: paid, and paid with its files delivered. */
export const DELIVERED_STATES = ['paid', 'fulfilled'] as const satisfies readonly OrderState[];
export const isDelivered = (state: string): boolean => (DELIVERED_STATES as readonly string[]).includes(state);

/** What `/verify` says of a licence (decision 0092): valid, revoked by a refund, or unpaid (never issued). */
export type LicenceState = 'valid' | 'revoked' | 'unpaid';
export const licenceState = (orderState: string, genuine: boolean): LicenceState =>
  genuine ? 'valid' : orderState === 'refunded' || isDelivered(orderState) ? 'revoked' : 'unpaid';
export const ORDER_STATE_LABEL: Record<OrderState, string> = {
  pending: 'Pending',
  paid: 'Paid',
  fulfilled: 'Completed',
  failed: 'Failed',
  refunded: 'Refunded',
};
