import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * What a mail says (issue 16), edited by administrators. The keys and the variables each may use are
 * declared in code (modules/mail/template-catalog.ts); a key without a row mails its default text.
 */
export const emailTemplates = pgTable('email_templates', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  subject: text('subject').notNull(),
  /** Sanitised HTML with {{variable}} tags. */
  body: text('body').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
