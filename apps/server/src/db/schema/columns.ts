import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Soft delete (spec §3): every entity that has it in the spec carries this column. */
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true });
