import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, deletedBy, updatedAt } from './columns.js';

/**
 * The home page carousel (spec §3 slide, issue 18). The image is stored in every responsive width
 * (`image_url` names the largest; the others add -{width}); a slide shows while published and inside its
 * window (either end may be open), in `position` order.
 */
export const slides = pgTable(
  'slides',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    link: text('link').notNull().default(''),
    imageUrl: text('image_url'),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(false),
    publishedFrom: timestamp('published_from', { withTimezone: true }),
    publishedTo: timestamp('published_to', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
    deletedBy: deletedBy(),
  },
  (t) => [
    index('slides_position_idx')
      .on(t.position)
      .where(sql`${t.deletedAt} is null`),
  ],
);
