import { z } from 'zod';
import { id, timestamp, type Wire } from '../wire.js';

/** One saved state of a text snippet (`GET /text_snippet/{id}/versions`, newest first). */
export const snippetVersionView = z.object({
  id,
  title: z.string(),
  content: z.string(),
  created_by: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
  created_at: timestamp,
});
export type SnippetVersionView = z.infer<typeof snippetVersionView>;
export type SnippetVersionData = Wire<SnippetVersionView>;

/** A text as a page shows it (`GET /content/snippet/{id}`): sanitised HTML; empty when none is stored. */
export const contentView = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  updated_at: timestamp.nullable(),
});
export type ContentView = z.infer<typeof contentView>;
export type ContentData = Wire<ContentView>;

export const serviceView = z.object({
  id,
  name: z.string(),
  description: z.string(),
  price_from: z.number().int(),
  turnaround: z.string(),
  fixed_price: z.boolean(),
  deposit_percent: z.number().int(),
  revisions: z.number().int(),
  delivery_days: z.number().int(),
  position: z.number().int(),
  published: z.boolean(),
  updated_at: timestamp,
  deleted_at: timestamp.nullable(),
});
export type ServiceView = z.infer<typeof serviceView>;
export type ServiceData = Wire<ServiceView>;

export const testimonialView = z.object({
  id,
  quote: z.string(),
  name: z.string(),
  role: z.string(),
  avatar_url: z.string().nullable(),
  published: z.boolean(),
  position: z.number().int(),
  updated_at: timestamp,
  deleted_at: timestamp.nullable(),
});
export type TestimonialView = z.infer<typeof testimonialView>;
export type TestimonialData = Wire<TestimonialView>;
