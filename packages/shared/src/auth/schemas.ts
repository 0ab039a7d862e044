import { z } from 'zod';
import type { Profile } from '../api.js';
import { ASSIGNABLE_ROLES, ROLES } from '../roles.js';

const trimmed = (max: number) =>
  z.string().trim().min(1, 'This field is required').max(max, `At most ${max} characters`);

export const emailField = z
  .string()
  .trim()
  .min(1, 'This field is required')
  .max(254, 'At most 254 characters')
  .pipe(z.email('Please enter a valid email address'))
  .transform((e) => e.toLowerCase());

export const passwordField = z.string().min(8, 'At least 8 characters').max(200, 'At most 200 characters');

/**
 * Spec §5: the client URL-encodes the password before sending. The server decodes it before
 * validation; a malformed escape is a field error rather than a crash.
 */
export function encodePassword(raw: string): string {
  return encodeURIComponent(raw);
}
export function decodePassword(sent: string): string | null {
  try {
    return decodeURIComponent(sent);
  } catch {
    return null;
  }
}

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'This field is required').max(200, 'At most 200 characters'),
  /** Asked for only after repeated failures on the account (the server answers captcha_failed on `recaptcha`). */
  recaptcha: z.string().max(10_000).optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

export const signupSchema = z.object({
  first_name: trimmed(100),
  last_name: trimmed(100),
  email: emailField,
  password: passwordField,
  news: z.boolean().default(true),
  recaptcha: z.string().min(1, 'Please confirm you are not a robot').max(10_000),
  invitation_token: z.string().max(200).nullish(),
});
export type SignupInput = z.input<typeof signupSchema>;
/**
 * Decision 0019: the same answer whether or not the email has an account; `profile` is set only for
 * an invited sign-up, which is logged in at once. Otherwise the account waits for its mailed link.
 */
export interface SignupResult {
  message: string;
  profile: Profile | null;
}

export const passwordEmailSchema = z.object({ email: emailField });

export const passwordResetSchema = z
  .object({
    token: z.string().min(1, 'This field is required').max(200),
    email: emailField,
    password: passwordField,
    password_confirmation: z.string().max(200).optional(),
  })
  .refine((v) => v.password_confirmation === undefined || v.password_confirmation === v.password, {
    path: ['password_confirmation'],
    message: 'Passwords do not match',
  });
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

export const reInviteSchema = z.object({
  email: emailField,
  expires_in: z
    .number()
    .int()
    .min(3600)
    .max(60 * 60 * 24 * 90)
    .default(60 * 60 * 24 * 7),
});

export const inviteSchema = reInviteSchema.extend({
  first_name: z.string().trim().max(100).optional(),
  last_name: z.string().trim().max(100).optional(),
  /** The role the account will have (issue 31): any assignable one, a buyer's by default. */
  role: z
    .number({ message: 'Choose a role' })
    .int()
    .refine((id) => ASSIGNABLE_ROLES.some((r) => r.id === id), 'Choose a role')
    .default(ROLES.ROLE_USER.id),
});

export const invitationTokenParam = z.object({ token: z.string().min(1).max(200) });
