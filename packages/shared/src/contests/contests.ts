import { z } from 'zod';
import { idField, MAX_ID, safeText } from '../text.js';

/** The most places a contest rewards, and the largest cash prize (one million dollars, in cents). */
export const MAX_PRIZE_PLACES = 10;
export const MAX_PRIZE_CENTS = 100_000_000;

const moment = z.iso.datetime({ offset: true, message: 'A date and time' }).transform((v) => new Date(v));

/**
 * A prize for one place: cash paid through the ledger and payouts, a percentage coupon for the shop, or
 * an artist feature (decision 0093): one of the store's feature listings (`/features/{slug}`), delivered
 * to the winner as an order of it. `title` ("Title by Artist") is written by the server from the listing.
 */
export const contestPrizeSchema = z.discriminatedUnion('kind', [
  z.object({
    place: z.number().int().min(1).max(MAX_PRIZE_PLACES),
    kind: z.literal('cash'),
    amount: z
      .number('An amount in cents')
      .int('Whole cents')
      .min(1, 'At least one cent')
      .max(MAX_PRIZE_CENTS, 'At most $1,000,000'),
  }),
  z.object({
    place: z.number().int().min(1).max(MAX_PRIZE_PLACES),
    kind: z.literal('coupon'),
    percent_off: z.number('A percentage').int('A whole percentage').min(1, 'At least 1%').max(100, 'At most 100%'),
  }),
  z.object({
    place: z.number().int().min(1).max(MAX_PRIZE_PLACES),
    kind: z.literal('feature'),
    beat_id: z.number('Pick a feature').int('Pick a feature').positive('Pick a feature').max(MAX_ID, 'No such record'),
    title: z.string().max(300).default(''),
  }),
]);
export type ContestPrize = z.infer<typeof contestPrizeSchema>;

/**
 * A contest as administrators edit it. Its phases follow from the four moments, which must come in order:
 * submissions open, submissions close, voting opens (no earlier than the close), voting closes.
 */
export const contestSchema = z
  .object({
    title: safeText().trim().min(1, 'This field is required').max(120, 'At most 120 characters'),
    slug: z
      .string()
      .trim()
      .min(1, 'This field is required')
      .max(80, 'At most 80 characters')
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lower-case letters, digits and single dashes'),
    brief: z.string().max(100_000, 'At most 100,000 characters').default(''),
    rules: z.string().max(100_000, 'At most 100,000 characters').default(''),
    prizes_text: safeText().trim().max(2000, 'At most 2,000 characters').default(''),
    prizes: z
      .array(contestPrizeSchema)
      .max(MAX_PRIZE_PLACES)
      .default([])
      .refine((p) => new Set(p.map((x) => x.place)).size === p.length, 'One prize per place'),
    submissions_open_at: moment,
    submissions_close_at: moment,
    voting_open_at: moment,
    voting_close_at: moment,
    max_entries: z.number().int().min(1, 'At least one').max(20, 'At most 20').default(1),
    published: z.boolean().default(false),
    /** A file just uploaded for download (the stems or the beat); absent keeps the current one. */
    file_token: z.string().min(10).max(2000).optional(),
  })
  .superRefine((v, ctx) => {
    const order = [
      ['submissions_close_at', v.submissions_open_at, v.submissions_close_at, 'After submissions open'],
      ['voting_open_at', v.submissions_close_at, v.voting_open_at, 'No earlier than submissions close'],
      ['voting_close_at', v.voting_open_at, v.voting_close_at, 'After voting opens'],
    ] as const;
    for (const [path, before, after, message] of order) {
      const bad = path === 'voting_open_at' ? after < before : after <= before;
      if (bad) ctx.addIssue({ code: 'custom', path: [path], message });
    }
  });
export type ContestInput = z.input<typeof contestSchema>;

/** `POST /contests/{id}/entries`: the entry's title and its uploaded audio. */
export const contestEntrySchema = z.object({
  title: safeText().trim().min(1, 'This field is required').max(120, 'At most 120 characters'),
  file_token: z.string('Upload your song first').min(10, 'Upload your song first').max(2000),
});
export type ContestEntryInput = z.input<typeof contestEntrySchema>;

/** `POST /contests/{id}/vote`. */
export const contestVoteSchema = z.object({ entry_id: idField() });

/** `POST /contests/{id}/winners`: the chosen entries by place (votes are advice). */
export const contestWinnersSchema = z.object({
  winners: z
    .array(z.object({ place: z.number().int().min(1).max(MAX_PRIZE_PLACES), entry_id: idField() }))
    .min(1, 'Pick at least one winner')
    .max(MAX_PRIZE_PLACES)
    .refine((w) => new Set(w.map((x) => x.place)).size === w.length, 'One winner per place')
    .refine((w) => new Set(w.map((x) => x.entry_id)).size === w.length, 'An entry wins one place at most'),
});
export type ContestWinnersInput = z.input<typeof contestWinnersSchema>;

export const CONTEST_PHASES = ['upcoming', 'submissions', 'waiting', 'voting', 'closed'] as const;
export type ContestPhase = (typeof CONTEST_PHASES)[number];

/** Where a contest stands at `now`, from its moments alone: no flag has to be flipped at a deadline. */
export function contestPhase(
  c: {
    submissions_open_at: Date | string;
    submissions_close_at: Date | string;
    voting_open_at: Date | string;
    voting_close_at: Date | string;
  },
  now: Date,
): ContestPhase {
  const t = now.getTime();
  const at = (v: Date | string) => new Date(v).getTime();
  if (t < at(c.submissions_open_at)) return 'upcoming';
  if (t < at(c.submissions_close_at)) return 'submissions';
  if (t < at(c.voting_open_at)) return 'waiting';
  if (t < at(c.voting_close_at)) return 'voting';
  return 'closed';
}

export const CONTEST_PHASE_LABEL: Record<ContestPhase, string> = {
  upcoming: 'Opens soon',
  submissions: 'Open for entries',
  waiting: 'Voting opens soon',
  voting: 'Voting open',
  closed: 'Closed',
};

/** What a prize is, in words ("$250.00", "50% off coupon" or "Feature: Hot Verse by Kay"). */
export function prizeLabel(p: ContestPrize): string {
  if (p.kind === 'cash') return `$${(p.amount / 100).toFixed(2)}`;
  if (p.kind === 'coupon') return `${p.percent_off}% off coupon`;
  return p.title ? `Feature: ${p.title}` : 'An artist feature';
}
