import { z } from 'zod';

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
