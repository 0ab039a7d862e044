import { z } from 'zod';
import { MAX_COLLABORATORS } from './split.js';

/** What names a collaborator's account: their nickname, producer handle or e-mail address. */
const account = z
  .string({ error: 'This field is required' })
  .trim()
  .min(1, 'This field is required')
  .max(254, 'At most 254 characters');

export const collaboratorInputSchema = z.object({
  account,
  percent: z
    .number({ error: 'A whole percentage is required' })
    .int('Whole percent only')
    .min(1, 'At least 1%')
    .max(99, 'At most 99%'),
});

/**
 * Decision 0096: a beat's collaborators (the whole list, replaced at once): at most five, each 1–99 %,
 * named once, leaving the main producer at least 1 % (the main producer's share is 100 − their sum).
 * The server also checks that each account exists and is not the beat's producer.
 */
export const collaboratorsSchema = z
  .object({
    collaborators: z
      .array(collaboratorInputSchema, { error: 'A list of collaborators is required' })
      .max(MAX_COLLABORATORS, `At most ${MAX_COLLABORATORS} collaborators`),
  })
  .superRefine(({ collaborators }, ctx) => {
    const seen = new Set<string>();
    collaborators.forEach((c, i) => {
      const key = c.account.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['collaborators', i, 'account'], message: 'Already a collaborator' });
      seen.add(key);
    });
    const sum = collaborators.reduce((a, c) => a + c.percent, 0);
    if (sum > 99)
      ctx.addIssue({
        code: 'custom',
        path: ['collaborators'],
        message: `The shares add up to ${sum}%: leave the producer at least 1%`,
      });
  });
export type CollaboratorsInput = z.infer<typeof collaboratorsSchema>;

/** A collaborator as the editor and the beat page show them. */
export interface CollaboratorView {
  user_id: number;
  name: string;
  /** How the form names the account on a later save: its nickname, else `#id` (never its e-mail). */
  account: string;
  percent: number;
}
export interface CollaboratorsView {
  beat_id: number;
  /** The main producer's share: 100 − the collaborators' sum. */
  producer_percent: number;
  collaborators: CollaboratorView[];
}

/** `GET /beat/{id}/credits`: a beat's collaborators as its public page names them (no percentages). */
export interface BeatCreditView {
  name: string;
  /** The producer page's handle (`/profile/{handle}`), null for an account without one. */
  handle: string | null;
}

/** The main producer's share of a list of collaborators. */
export const producerPercentOf = (list: { percent: number }[]) => 100 - list.reduce((a, c) => a + c.percent, 0);
