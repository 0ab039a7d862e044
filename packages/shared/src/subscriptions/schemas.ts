import { z } from 'zod';
import { checkoutSchema } from '../commerce/order.js';
import { PLAN_INTERVALS } from './machine.js';

const id = (message: string) => z.number(message).int(message).positive(message).max(2_147_483_647, message);

/** `POST /subscribable/create` and the plan editor (administrators; producers for their own plan when allowed). */
export const subscribableSchema = z.object({
  name: z.string('This field is required').trim().min(1, 'This field is required').max(80, 'At most 80 characters'),
  description: z.string().trim().max(2000, 'At most 2,000 characters'),
  price: z
    .number('Enter a price')
    .int('Whole cents only')
    .min(100, 'At least $1.00')
    .max(10_000_000, 'At most $100,000.00'),
  interval: z.enum(PLAN_INTERVALS, 'Choose monthly or yearly'),
  trial_days: z.number('Enter 0 or more days').int('Whole days only').min(0, 'At least 0').max(90, 'At most 90 days'),
  allowance: z
    .number('Enter how many beats a period')
    .int('Whole beats only')
    .min(1, 'At least 1 beat')
    .max(1000, 'At most 1,000 beats'),
  license_id: id('Choose the licence subscribers get'),
  /** Null: the whole store. */
  producer_id: id('Choose a producer').nullable(),
  published: z.boolean(),
});
export type SubscribableInput = z.infer<typeof subscribableSchema>;

/**
 * `POST /subscribable/{id}/subscribe`: the checkout's key, billing address and payment, so the form is
 * checkout's own. The key makes a retried or double-clicked subscribe charge once.
 */
export const subscribeSchema = checkoutSchema;
export type SubscribeInput = z.infer<typeof subscribeSchema>;

/** `POST /subscription/{id}/change`: move to another plan now; the difference is prorated to the cent. */
export const changePlanSchema = z.object({ subscribable_id: id('Choose a plan') });
export type ChangePlanInput = z.infer<typeof changePlanSchema>;

/** `POST /subscription/{id}/payment_method`: a new card for renewals (a past-due renewal is retried at once). */
export const paymentMethodSchema = checkoutSchema.pick({ payment: true });
export type PaymentMethodInput = z.infer<typeof paymentMethodSchema>;

/** `POST /subscription/{id}/claim`: a beat's licence out of the period's allowance, no checkout. */
export const claimSchema = z.object({ beat_id: id('Choose a beat') });
export type ClaimInput = z.infer<typeof claimSchema>;

/** `GET /subscription/{id}/chargebee/{page}`: Chargebee's hosted pages. */
export const CHARGEBEE_PAGES = ['checkout', 'portal'] as const;
export type ChargebeePage = (typeof CHARGEBEE_PAGES)[number];

/** `POST /subscribable/trial_rule`: a producer's rule for their plans' free trials (issue 31). */
export const trialRuleSchema = z.object({
  one_trial_across_plans: z.boolean('Choose yes or no'),
});
export type TrialRule = z.infer<typeof trialRuleSchema>;
