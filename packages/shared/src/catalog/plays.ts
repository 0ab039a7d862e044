import { z } from 'zod';

/** `POST /beat/{id}/play/heard`: the token `POST /beat/{id}/play` gave when the audio started. */
export const playHeardSchema = z.object({ token: z.string().min(1, 'A play token is required').max(400) });
export type PlayHeardInput = z.input<typeof playHeardSchema>;
