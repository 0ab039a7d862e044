import { z } from 'zod';
import type { LineTerms } from '../commerce/order-terms.js';
import { idField, safeText } from '../text.js';
import { normalizeUrl } from '../urls.js';

/** The three services of issue 34, one flow (decision 0088). */
export const SERVICE_KINDS = ['custom_beat', 'mix_master', 'feature'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];
export const SERVICE_KIND_LABEL: Record<ServiceKind, string> = {
  custom_beat: 'Custom beat',
  mix_master: 'Mixing and mastering',
  feature: 'Artist feature',
};

/**
 * requested → quoted → accepted (deposit in the cart) → deposit_paid → delivered ⇄ revision →
 * delivery_accepted (balance in the cart) → completed; or declined, cancelled.
 */
export const SERVICE_STATUSES = [
  'requested',
  'quoted',
  'accepted',
  'deposit_paid',
  'revision',
  'delivered',
  'delivery_accepted',
  'completed',
  'declined',
  'cancelled',
] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
export const SERVICE_STATUS_LABEL: Record<ServiceStatus, string> = {
  requested: 'Awaiting a quote',
  quoted: 'Quote to accept',
  accepted: 'Deposit to pay',
  deposit_paid: 'In progress',
  revision: 'Revision asked',
  delivered: 'Delivered: to review',
  delivery_accepted: 'Balance to pay',
  completed: 'Completed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};
/** States in which the seller owes work: a delivery after the due date is flagged late. */
export const SERVICE_WORKING: readonly ServiceStatus[] = ['deposit_paid', 'revision'];

export const MILESTONE_KINDS = ['deposit', 'balance'] as const;
export type MilestoneKind = (typeof MILESTONE_KINDS)[number];

/** The deposit's cents: the offer's percent of the agreed price, rounded down (never more than asked). */
export const depositOf = (price: number, percent: number) => Math.floor((price * percent) / 100);
/** The balance: what the price leaves once the deposit is captured, so the two add up to the price to the cent. */
export const balanceOf = (price: number, depositCaptured: number) => price - depositCaptured;

/** A custom beat's final line: sold exclusively, so the licence PDF and /verify read it like a beat's. */
export const customBeatTerms = (title: string): LineTerms => ({
  name: 'Exclusive rights (custom beat)',
  type: 'exclusive',
  level: 'unlimited',
  specifications: {},
  trackouts: null,
  bundle: null,
  text:
    `${title}: made to the buyer's brief and sold exclusively to them. The buyer may use it without limit, ` +
    'released commercially or not; the producer keeps the credit and sells it to no one else.',
});

const text = (max: number) =>
  safeText().pipe(
    z
      .string()
      .trim()
      .max(max, `At most ${max.toLocaleString('en-US')} characters`),
  );
const fileTokens = z.array(z.string().min(1).max(2000)).max(20, 'At most 20 files');

/** POST /service-orders: the buyer's request, with the offer it is for and the brief. */
export const serviceRequestSchema = z
  .object({
    kind: z.enum(SERVICE_KINDS),
    /** mix_master: the package (a row of services). */
    service_id: idField().optional(),
    /** custom_beat: the producer asked. */
    producer_id: idField().optional(),
    /** custom_beat: the producer's offer (decision 0097); its producer is the seller. */
    offer_id: idField().optional(),
    /** feature: the feature line the buyer bought. */
    feature_item_id: idField().optional(),
    // Links as people type them (spec §5 URL input): `youtube.com/watch?v=x` is stored with https://.
    references: z
      .array(
        z
          .string()
          .overwrite(normalizeUrl)
          .pipe(
            z.url({ protocol: /^https?$/, message: 'Enter a link (youtube.com/…)' }).max(500, 'At most 500 characters'),
          ),
      )
      .max(10, 'At most 10 links')
      .default([]),
    tempo: z.number().int('Whole BPM only').min(40, 'At least 40').max(300, 'At most 300').nullable().default(null),
    key: text(20).default(''),
    mood: text(100).default(''),
    deadline: z.iso.date('Pick a date').nullable().default(null),
    notes: text(5000).refine((s) => s.length > 0, 'Tell the seller what you need'),
    file_tokens: fileTokens.default([]),
  })
  .refine((v) => v.kind !== 'mix_master' || v.service_id !== undefined, {
    path: ['service_id'],
    message: 'Pick a package',
  })
  .refine((v) => v.kind !== 'custom_beat' || v.producer_id !== undefined || v.offer_id !== undefined, {
    path: ['producer_id'],
    message: 'Pick a producer',
  })
  .refine((v) => v.kind !== 'feature' || v.feature_item_id !== undefined, {
    path: ['feature_item_id'],
    message: 'Pick the feature you bought',
  });
export type ServiceRequest = z.input<typeof serviceRequestSchema>;
export type ServiceBrief = Omit<
  z.output<typeof serviceRequestSchema>,
  'kind' | 'service_id' | 'producer_id' | 'offer_id' | 'feature_item_id' | 'file_tokens'
>;

/** POST /service-orders/{id}/quote: the seller's price (cents) and date. */
export const serviceQuoteSchema = z.object({
  price: z.number().int('Whole cents only').min(100, 'At least $1').max(10_000_000, 'At most $100,000'),
  due_at: z.iso.date('Pick a date'),
  revisions: z.number().int().min(0).max(10).default(2),
  message: text(2000).default(''),
});
export type ServiceQuote = z.input<typeof serviceQuoteSchema>;

/** A message, a version (seller) or a revision request (buyer): text and files. */
export const serviceMessageSchema = z
  .object({ body: text(5000).default(''), file_tokens: fileTokens.default([]) })
  .refine((v) => v.body.length > 0 || v.file_tokens.length > 0, {
    path: ['body'],
    message: 'Write a message or add a file',
  });
export type ServiceMessage = z.input<typeof serviceMessageSchema>;
export const serviceReasonSchema = z.object({ reason: text(2000).default('') });

/** A deposit's or a non-beat balance's line: the work as agreed on the thread, no licence tiers. */
export const serviceLineTerms = (text: string): LineTerms => ({
  name: 'Service as agreed',
  type: 'service',
  level: 'unlimited',
  specifications: {},
  trackouts: null,
  bundle: null,
  text,
});
