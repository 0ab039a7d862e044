import { z } from 'zod';
import { idField, safeText } from '../text.js';

/**
 * Offers and counter-offers (issue 35 §2, decision 0098): open (one side's turn) → accepted (a checkout
 * link for 48 hours) → paid → refunded (its line given back whole, decision 0101); or declined, withdrawn
 * (the buyer walked away), expired, lost (somebody else bought the exclusive first).
 */
export const OFFER_STATUSES = [
  'open',
  'accepted',
  'paid',
  'declined',
  'withdrawn',
  'expired',
  'lost',
  'refunded',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_STATUS_LABEL: Record<OfferStatus, string> = {
  open: 'Open',
  accepted: 'Accepted: to pay',
  paid: 'Paid',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
  lost: 'Lost: sold to someone else',
  refunded: 'Refunded',
};
export const OFFER_ACTIONS = ['accept', 'decline', 'counter', 'withdraw', 'checkout'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/** The polite refusal of an offer under the producer's floor; the floor itself is never shown. */
export const OFFER_BELOW_FLOOR =
  'Thank you for your offer. It is below what the producer can accept for this licence; please offer a higher amount.';
/** The 410 of an accepted offer's checkout link after its deadline. */
export const OFFER_LINK_EXPIRED =
  "This offer's checkout link has expired: it was valid for 48 hours after the offer was accepted. Make a new offer on the beat's page.";

const amount = z
  .number({ error: 'Enter an amount' })
  .int('Whole cents only')
  .min(100, 'At least $1')
  .max(10_000_000, 'At most $100,000');
const message = safeText().pipe(z.string().trim().max(2000, 'At most 2,000 characters')).default('');

/** POST /offers: the buyer's first offer on a beat and licence. */
export const offerCreateSchema = z.object({
  beat_id: idField(),
  license_id: idField(),
  amount,
  message,
});
export type OfferCreate = z.input<typeof offerCreateSchema>;

/** POST /offers/{id}/counter: a new amount from the side whose turn it is. */
export const offerCounterSchema = z.object({ amount, message });
export type OfferCounter = z.input<typeof offerCounterSchema>;
/** Accept, decline, withdraw: an optional note on the thread. */
export const offerNoteSchema = z.object({ message });

/** PUT /offer-settings/{beat_id}: offers on or off and the floors, licence id → cents (the exclusive's required). */
export const offerSettingsSchema = z.object({
  enabled: z.boolean(),
  floors: z
    .array(z.object({ license_id: idField(), floor: amount }))
    .max(20, 'At most 20 licences')
    .default([]),
});
export type OfferSettingsInput = z.input<typeof offerSettingsSchema>;

export interface OfferSettingsView {
  beat_id: number;
  enabled: boolean;
  floors: { license_id: number; floor: number }[];
  /** The licences of the beat a floor may be set for (name and list price), the exclusive first. */
  licenses: { id: number; name: string; type: string; price: number }[];
}
/** What a beat page shows: whether offers are open, and for which licences (never the floors). */
export interface OfferTermsView {
  enabled: boolean;
  license_ids: number[];
  /** Those licences' names, the exclusive first. */
  licenses: { id: number; name: string; type: string }[];
}

export interface OfferEventView {
  id: number;
  kind: 'offer' | 'counter' | 'accept' | 'decline' | 'withdraw' | 'lost' | 'paid' | 'unpaid' | 'refunded';
  by: 'buyer' | 'producer' | 'system';
  amount: number | null;
  message: string;
  created_at: string;
}
export interface OfferView {
  id: number;
  beat: { id: number; title: string; slug: string };
  license: { id: number; name: string; type: string };
  buyer_name: string;
  producer_name: string;
  amount: number;
  status: OfferStatus;
  /** Whose move it is while open. */
  turn: 'buyer' | 'producer';
  side: 'buyer' | 'producer' | 'admin';
  expires_at: string;
  link_expires_at: string | null;
  order_id: number | null;
  actions: OfferAction[];
  events?: OfferEventView[];
}
