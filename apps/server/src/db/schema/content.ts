import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, deletedBy, updatedAt } from './columns.js';
import { textSnippets } from './system.js';
import { users } from './users.js';

/**
 * Every saved state of a text snippet (content pages, policies, dialog texts), newest last: an
 * administrator lists them and restores one (issue 18). The first edit also records the text it
 * replaced, so the seeded original stays restorable.
 */
export const textSnippetVersions = pgTable(
  'text_snippet_versions',
  {
    id: serial('id').primaryKey(),
    snippetId: text('snippet_id')
      .notNull()
      .references(() => textSnippets.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('text_snippet_versions_snippet_idx').on(t.snippetId, t.id)],
);

/** Mixing and mastering offers (spec §3 service): the services page lists the published ones by position. */
export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** "From $X": the lowest price, integer cents. */
    priceFrom: integer('price_from').notNull(),
    turnaround: text('turnaround').notNull().default(''),
    /** Offer terms (decision 0097): a fixed price (price_from is the price) skips the quote. */
    fixedPrice: boolean('fixed_price').notNull().default(false),
    depositPercent: integer('deposit_percent').notNull().default(50),
    revisions: integer('revisions').notNull().default(2),
    deliveryDays: integer('delivery_days').notNull().default(14),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
    deletedBy: deletedBy(),
  },
  (t) => [
    index('services_position_idx')
      .on(t.position)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** What artists say (spec §1 testimonials): the public page shows the published ones by position. */
export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    quote: text('quote').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull().default(''),
    avatarUrl: text('avatar_url'),
    published: boolean('published').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
    deletedBy: deletedBy(),
  },
  (t) => [
    index('testimonials_position_idx')
      .on(t.position)
      .where(sql`${t.deletedAt} is null`),
  ],
);
