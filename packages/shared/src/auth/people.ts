import { z } from 'zod';
import { id, timestamp, type Wire } from '../wire.js';

/** `user` records: what administrators manage, and what a user reads of their own account. */
export const userView = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  nickname: z.string().nullable(),
  producer_identifier: z.string().nullable(),
  role: z.number(),
  role_name: z.string(),
  news: z.boolean(),
  last_login_at: timestamp.nullable(),
  created_at: timestamp,
  deleted_at: timestamp.nullable(),
});
export type UserView = z.infer<typeof userView>;
export type UserData = Wire<UserView>;

/** `GET /user/producers`: the public directory (names and handles only). */
export const producerView = z.object({
  id,
  name: z.string(),
  nickname: z.string().nullable(),
  producer_identifier: z.string().nullable(),
});
export type ProducerView = z.infer<typeof producerView>;

/** `mail` records: the outbox on the administrators' mailbox page. */
export const mailView = z.object({
  id,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  template: z.string(),
  status: z.enum(['stored', 'queued', 'sent', 'failed']),
  error: z.string().nullable(),
  created_at: timestamp,
  sent_at: timestamp.nullable(),
});
export type MailView = z.infer<typeof mailView>;
export type MailData = Wire<MailView>;

/** `text_snippet` records: the policy texts (tos, privacy, ...), their content sanitised HTML. */
export const textSnippetView = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  updated_at: timestamp,
  deleted_at: timestamp.nullable(),
});
export type TextSnippetView = z.infer<typeof textSnippetView>;
export type TextSnippetData = Wire<TextSnippetView>;
