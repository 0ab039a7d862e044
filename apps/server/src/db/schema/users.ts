import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, deletedBy, updatedAt } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    nickname: text('nickname'),
    producerIdentifier: text('producer_identifier'),
    role: integer('role').notNull().default(1),
    news: boolean('news').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Storage key of the producer's voice tag, mixed into previews; null = the default tag. */
    voiceTagKey: text('voice_tag_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
    deletedBy: deletedBy(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_nickname_uq').on(sql`lower(${t.nickname})`),
    uniqueIndex('users_producer_identifier_uq').on(sql`lower(${t.producerIdentifier})`),
    index('users_role_idx').on(t.role),
    // `@token` searches: a producer's handle or name starting with the token (decision 0076).
    ...(
      [
        ['users_producer_nickname_prefix_idx', t.nickname],
        ['users_producer_identifier_prefix_idx', t.producerIdentifier],
        ['users_producer_first_name_prefix_idx', t.firstName],
        ['users_producer_last_name_prefix_idx', t.lastName],
      ] as const
    ).map(([name, column]) =>
      index(name)
        .on(sql`lower(${column}) text_pattern_ops`)
        .where(sql`${t.role} >= 2`),
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie value: a leaked table does not leak usable sessions. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** The role the account gets when the invitation is accepted (issue 31). */
    role: integer('role').notNull().default(1),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_token_uq').on(t.tokenHash),
    index('invitations_email_idx').on(sql`lower(${t.email})`),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_uq').on(t.tokenHash)],
);

export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('oauth_accounts_pk').on(t.provider, t.subject)],
);

/**
 * Links mailed to prove an address: a sign-up waiting for its confirmation (no user yet, the form's
 * data kept with the password already hashed) or an email change waiting for the new address.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: ['signup', 'email_change'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    data: jsonb('data'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_confirmations_token_uq').on(t.tokenHash),
    index('email_confirmations_user_idx').on(t.userId),
  ],
);
