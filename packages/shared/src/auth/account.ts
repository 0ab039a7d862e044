import { z } from 'zod';
import { emailField, passwordField } from './schemas.js';

/**
 * The account settings page (every logged-in user). Passwords travel URL-encoded like at login
 * (spec §5); the server decodes `current_password`, `password` and `password_confirmation` first.
 */
const required = z.string().min(1, 'This field is required').max(200, 'At most 200 characters');
const name = z.string().trim().min(1, 'This field is required').max(100, 'At most 100 characters');

export const accountNameSchema = z.object({ first_name: name, last_name: name });
export type AccountNameInput = z.input<typeof accountNameSchema>;

export const accountNewsSchema = z.object({ news: z.boolean() });

export const accountPasswordSchema = z
  .object({ current_password: required, password: passwordField, password_confirmation: z.string().max(200) })
  .refine((v) => v.password_confirmation === v.password, {
    path: ['password_confirmation'],
    message: 'Passwords do not match',
  });
export type AccountPasswordInput = z.input<typeof accountPasswordSchema>;

export const accountEmailSchema = z.object({ email: emailField, current_password: required });
export type AccountEmailInput = z.input<typeof accountEmailSchema>;

/** What the user types to confirm deleting their account. */
export const ACCOUNT_DELETE_WORD = 'DELETE';
export const accountDeleteSchema = z.object({
  current_password: required,
  confirmation: z
    .string()
    .max(50)
    .refine((v) => v.trim() === ACCOUNT_DELETE_WORD, `Type ${ACCOUNT_DELETE_WORD} to confirm`),
});
export type AccountDeleteInput = z.input<typeof accountDeleteSchema>;

/** A token from a mailed link (sign-up confirmation, email change). */
export const mailedTokenSchema = z.object({ token: z.string().min(1, 'This link is incomplete').max(200) });

/** GET /account: what the settings page shows beyond the profile. */
export interface AccountOverview {
  first_name: string;
  last_name: string;
  email: string;
  news: boolean;
  /** False for accounts made by social login: they set a password through a mailed link first. */
  has_password: boolean;
  /** The address waiting for its confirmation link to be opened, if any. */
  pending_email: string | null;
}
