import { z } from 'zod';
import { safeText } from '../text.js';

/** The deposit an offer may ask (decision 0097): never the whole price, so a balance line always exists. */
export const DEPOSIT_PERCENT_MIN = 10;
export const DEPOSIT_PERCENT_MAX = 90;
export const DEFAULT_DEPOSIT_PERCENT = 50;

/** An offer's terms, shared by producers' custom-beat offers and the house's mixing and mastering packages. */
export const offerTermsFields = {
  deposit_percent: z
    .number({ message: 'A whole percent' })
    .int('A whole percent')
    .min(DEPOSIT_PERCENT_MIN, `At least ${DEPOSIT_PERCENT_MIN}%`)
    .max(DEPOSIT_PERCENT_MAX, `At most ${DEPOSIT_PERCENT_MAX}%`)
    .default(DEFAULT_DEPOSIT_PERCENT),
  revisions: z
    .number({ message: 'A whole number' })
    .int('A whole number')
    .min(0, 'Not negative')
    .max(10, 'At most 10')
    .default(2),
  delivery_days: z
    .number({ message: 'A whole number of days' })
    .int('A whole number of days')
    .min(1, 'At least 1 day')
    .max(365, 'At most 365 days')
    .default(14),
};

/** POST /service-offers (and /service-offers/{id}): a producer's custom-beat offer; a null price asks for a quote. */
export const serviceOfferSchema = z.object({
  title: safeText().trim().min(1, 'This field is required').max(120, 'At most 120 characters'),
  description: safeText().trim().max(2000, 'At most 2,000 characters').default(''),
  price: z
    .number({ message: 'A price in cents' })
    .int('Whole cents only')
    .min(100, 'At least $1')
    .max(10_000_000, 'At most $100,000')
    .nullable()
    .default(null),
  ...offerTermsFields,
  published: z.boolean().default(true),
});
export type ServiceOfferInput = z.input<typeof serviceOfferSchema>;

/** An offer as the custom-beats page and the producer's dashboard show it. */
export interface ServiceOfferView {
  id: number;
  seller_id: number;
  seller: string;
  title: string;
  description: string;
  /** Cents; null: the producer quotes. */
  price: number | null;
  deposit_percent: number;
  revisions: number;
  delivery_days: number;
  published: boolean;
}
