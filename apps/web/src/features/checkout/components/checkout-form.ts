import { checkoutSchema } from '@beatmarket/shared';
import type { z } from 'zod';

/** The order the server takes, less the idempotency key that the page adds to each attempt. */
export const checkoutFormSchema = checkoutSchema.omit({ idempotency_key: true });
export type CheckoutForm = z.input<typeof checkoutFormSchema>;
export type CheckoutValues = z.output<typeof checkoutFormSchema>;
