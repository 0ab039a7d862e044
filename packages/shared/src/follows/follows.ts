import { z } from 'zod';
import { safeText } from '../text.js';

/**
 * Following a producer (issue 38 §2, decision 0106). `digest`: mail me their new beats in the daily
 * digest; unticked by default, since a mail list needs a yes, not the absence of a no.
 */
export const followSchema = z.object({
  digest: z.boolean({ message: 'Yes or no' }).default(false),
});
export type FollowInput = z.input<typeof followSchema>;

/** A producer's follower count, and whether the viewer follows them (and gets their digest). */
export interface FollowState {
  producer_id: number;
  followers: number;
  following: boolean;
  digest: boolean;
}

/** New followers per week (the Monday, UTC), for the producer's dashboard. */
export interface FollowerWeek {
  week: string;
  added: number;
}
export interface FollowerStats {
  total: number;
  weeks: FollowerWeek[];
}

/** What "Send due digests now" did: mails queued and beats they told about. */
export interface DigestRun {
  mails: number;
  beats: number;
}

/** A producer's message to their followers: a subject and rich text (sanitized on the server). */
/** Beat cards one message may carry. */
export const FOLLOW_MESSAGE_BEATS = 6;

export const followMessageSchema = z.object({
  subject: safeText().trim().min(1, 'Give it a subject').max(150, 'At most 150 characters'),
  body: z
    .string({ message: 'Write the message' })
    .trim()
    .min(8, 'Write the message')
    .max(20_000, 'At most 20,000 characters'),
  /** Beat cards under the message (issue 38 §2): the producer's own published beats, in this order. */
  beat_ids: z
    .array(z.number({ message: 'Choose beats' }).int().positive().max(2_147_483_647), { message: 'Choose beats' })
    .max(FOLLOW_MESSAGE_BEATS, `At most ${FOLLOW_MESSAGE_BEATS} beats`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each beat once')
    .default([]),
});
export type FollowMessageInput = z.input<typeof followMessageSchema>;

/** Administrators switch a producer's messages to followers on or off. */
export const messagingSwitchSchema = z.object({ enabled: z.boolean({ message: 'On or off' }) });

/** At most one message a day per producer; mails leave the outbox at most this many a minute. */
export const FOLLOW_MESSAGE_INTERVAL_HOURS = 24;
export const FOLLOW_MESSAGE_MAILS_PER_MINUTE = 60;

export interface MessagingState {
  enabled: boolean;
  /** When the producer may send the next message (null: now). */
  next_at: string | null;
}
export interface FollowMessageSent {
  id: number;
  recipients: number;
}
