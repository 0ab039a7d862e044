import { z } from 'zod';
import { emailField } from '../auth/schemas.js';

/** POST /contact-us (spec §5): email and message required, name optional, a robot-check token. */
export const contactSchema = z.object({
  name: z.string().trim().max(100, 'At most 100 characters').default(''),
  email: emailField,
  subject: z.string().trim().max(200, 'At most 200 characters').default(''),
  message: z.string().trim().min(1, 'This field is required').max(5000, 'At most 5,000 characters'),
  recaptcha: z.string().min(1, 'Please confirm you are not a robot').max(10_000),
});
export type ContactInput = z.input<typeof contactSchema>;
