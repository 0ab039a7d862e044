import { integer, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Soft delete (spec §3): every entity that has it in the spec carries this column. */
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true });
/** Who soft-deleted the row: a producer may restore what they deleted, not what an administrator did. */
export const deletedBy = () => integer('deleted_by');
