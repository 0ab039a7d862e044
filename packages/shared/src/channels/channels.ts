import { z } from 'zod';

/** A YouTube channel id: "UC" and 22 characters of YouTube's base64 alphabet. */
export const YOUTUBE_CHANNEL_PATTERN = /^UC[A-Za-z0-9_-]{22}$/;

/** The most channels any licence covers; the level's own limit is `channelLimit` (decision 0092). */
export const MAX_CHANNELS = 10;

export const youtubeChannelSchema = z
  .string()
  .trim()
  .regex(YOUTUBE_CHANNEL_PATTERN, 'A channel id is "UC" and 22 letters, digits, "-" or "_"');

/** The channels one licence covers: distinct ids, at most MAX_CHANNELS (the level's limit is checked with it). */
export const licenceChannelsSchema = z
  .array(youtubeChannelSchema)
  .max(MAX_CHANNELS, `At most ${MAX_CHANNELS} channels`)
  .refine((ids) => new Set(ids).size === ids.length, 'Each channel once');

/** `POST /order/{id}/license/{item}/channels`: the licence's channels, replacing the ones named before. */
export const setChannelsSchema = z.object({ channels: licenceChannelsSchema });
export type SetChannelsInput = z.infer<typeof setChannelsSchema>;

/**
 * Checkout's channels per beat line, keyed by the beat's id (decision 0092): optional, each list checked
 * against its licence's level when the order is made.
 */
export const checkoutChannelsSchema = z.record(z.string().regex(/^\d{1,10}$/), licenceChannelsSchema).optional();

/**
 * How many channels a licence covers (decision 0092): a store item's licence none (it is not a beat),
 * basic 1, standard 3, unlimited and exclusive 10.
 */
export function channelLimit(terms: { type: string; level: string; text?: string }): number {
  if (terms.text !== undefined || terms.type === 'addon') return 0;
  if (terms.type === 'exclusive' || terms.level === 'unlimited') return MAX_CHANNELS;
  return terms.level === 'standard' ? 3 : 1;
}

/** The message a list over its licence's limit gets, on the field that holds it. */
export const channelLimitMessage = (limit: number) =>
  limit === 0
    ? 'This licence does not cover YouTube channels'
    : `This licence covers at most ${limit} channel${limit === 1 ? '' : 's'}`;

/** One row of a producer's allowlist: a channel a standing licence of one of their beats covers. */
export interface AllowlistRowView {
  channel_id: string;
  beat_id: number;
  beat_title: string;
  license: string;
  verification_code: string;
  verify_url: string;
  licensed_at: Date;
}

/** `GET /allowlist`: the producer's allowlist, and the secret feed's address (null until they make one). */
export interface AllowlistView {
  rows: AllowlistRowView[];
  feed_url: string | null;
}
