// The player reads these on every public page: no zod here.

/**
 * Issue 37 §5 (decision 0094): a play counts once the listener has heard this many seconds of the preview
 * (or all of a shorter one), reported with the single-use token the start of the play was given.
 */
export const PLAY_COUNT_SECONDS = 20;
/** One counted play per listener, and per address, per beat in this many hours. */
export const PLAY_COUNT_WINDOW_HOURS = 6;
/** A play token is good for this long after the play started (a long pause included). */
export const PLAY_TOKEN_TTL_HOURS = 3;

/** How far into a beat's preview a play got is counted in this many equal parts (decision 0103). */
export const PLAY_REACH_PARTS = 10;

/** What `POST /beat/{id}/play` answers: the token to send back with `POST /beat/{id}/play/heard`. */
export interface PlayStart {
  token: string;
  /** Seconds to hear before reporting (the whole preview when it is shorter than PLAY_COUNT_SECONDS). */
  seconds: number;
}
