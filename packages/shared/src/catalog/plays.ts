import { z } from 'zod';
import { PLAY_REACH_PARTS } from './play-rules.js';

/** `POST /beat/{id}/play/heard`: the token `POST /beat/{id}/play` gave when the audio started. */
export const playHeardSchema = z.object({ token: z.string().min(1, 'A play token is required').max(400) });
export type PlayHeardInput = z.input<typeof playHeardSchema>;

/**
 * `POST /beat/{id}/play/progress`: the same play token, and the tenths of the preview heard so far (1–10).
 * A play reports each tenth at most once, in rising order; the server adds it to the beat's drop-off.
 */
export const playProgressSchema = playHeardSchema.extend({
  tenths: z.coerce
    .number({ error: 'Enter a whole number' })
    .int('Enter a whole number')
    .min(1, 'At least 1')
    .max(PLAY_REACH_PARTS, `At most ${PLAY_REACH_PARTS}`),
});
export type PlayProgressInput = z.input<typeof playProgressSchema>;
