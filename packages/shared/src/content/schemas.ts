import { z } from 'zod';
import { emailField } from '../auth/schemas.js';
import { offerTermsFields } from '../service-orders/offers.js';
import { safeText } from '../text.js';
import { normalizeLink } from '../urls.js';

const MAX_CENTS = 100_000_000;

/** A mixing and mastering offer (spec §3 service); `price_from` in cents. */
export const serviceFields = z.object({
  name: safeText().trim().min(1, 'This field is required').max(120, 'At most 120 characters'),
  description: safeText().trim().max(2000, 'At most 2,000 characters').default(''),
  price_from: z
    .number({ message: 'A price in cents' })
    .int('A price in cents')
    .min(0, 'Not negative')
    .max(MAX_CENTS, 'At most $1,000,000'),
  turnaround: safeText().trim().max(80, 'At most 80 characters').default(''),
  /** Decision 0097: true, `price_from` is the price and an order skips the quote; false, the house quotes. */
  fixed_price: z.boolean().default(false),
  ...offerTermsFields,
  position: z.number().int().min(0).max(100_000).default(0),
  published: z.boolean().default(true),
});
export type ServiceInput = z.input<typeof serviceFields>;

/** A testimonial (quote, who said it, their role, an avatar image address, published, order). */
export const testimonialFields = z.object({
  quote: safeText().trim().min(1, 'This field is required').max(1000, 'At most 1,000 characters'),
  name: safeText().trim().min(1, 'This field is required').max(120, 'At most 120 characters'),
  role: safeText().trim().max(120, 'At most 120 characters').default(''),
  avatar_url: z
    .string()
    .trim()
    .max(1000)
    .overwrite(normalizeLink)
    .refine((v) => v === '' || /^(https:\/\/|\/media\/)/.test(v), 'An https:// address or an uploaded image')
    .nullable()
    .default(null)
    .transform((v) => v || null),
  published: z.boolean().default(false),
  position: z.number().int().min(0).max(100_000).default(0),
});
export type TestimonialInput = z.input<typeof testimonialFields>;

/** POST /mix-master/inquiry: the services page's form; it mails the provider through the outbox. */
export const mixMasterInquirySchema = z.object({
  name: safeText().trim().min(1, 'This field is required').max(100, 'At most 100 characters'),
  email: emailField,
  service_id: z.number().int().positive().nullable().default(null),
  links: safeText().trim().max(1000, 'At most 1,000 characters').default(''),
  message: safeText().trim().min(1, 'This field is required').max(5000, 'At most 5,000 characters'),
  recaptcha: z.string().min(1, 'Please confirm you are not a robot').max(10_000),
});
export type MixMasterInquiryInput = z.input<typeof mixMasterInquirySchema>;

/** POST /text_snippet/{id}/restore_version: puts an earlier saved state back (as a new version). */
export const restoreVersionSchema = z.object({ version_id: z.number().int().positive() });
