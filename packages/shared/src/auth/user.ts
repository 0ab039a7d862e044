import { z } from 'zod';
import { ASSIGNABLE_ROLES } from '../roles.js';
import { emailField } from './schemas.js';

const name = z.string().trim().min(1, 'This field is required').max(100, 'At most 100 characters');
const handle = z
  .string()
  .trim()
  .min(2, 'At least 2 characters')
  .max(40, 'At most 40 characters')
  .regex(/^[a-z0-9][a-z0-9_.-]*$/i, 'Letters, digits, dot, dash and underscore only');

const assignableRole = z
  .number()
  .int()
  .refine((r) => ASSIGNABLE_ROLES.some((a) => a.id === r), 'Not an assignable role');

/** Fields an administrator may set on any user. */
export const userAdminFields = z.object({
  first_name: name,
  last_name: name,
  email: emailField,
  nickname: handle.nullable(),
  producer_identifier: handle.nullable(),
  role: assignableRole,
  news: z.boolean(),
});
/** Fields a user may change on their own profile. */
export const userSelfFields = userAdminFields.pick({ first_name: true, last_name: true, nickname: true, news: true });

export const userCreateSchema = userAdminFields
  .partial({ nickname: true, producer_identifier: true, news: true })
  .extend({
    password: z.string().min(8, 'At least 8 characters').max(200).optional(),
  });
export type UserCreateInput = z.input<typeof userCreateSchema>;
