import { createHash, randomBytes } from 'node:crypto';
import {
  PLAY_COUNT_SECONDS,
  PLAY_COUNT_WINDOW_HOURS,
  PLAY_REACH_PARTS,
  PLAY_TOKEN_TTL_HOURS,
  playHeardSchema,
  playProgressSchema,
  type PlayStart,
} from '@beatmarket/shared';
import { AppError } from '../../../core/errors.js';
import { parse } from '../../../core/parse.js';
import { createSignedTokens } from '../../../core/signed-token.js';
import type { RecordBeatEvent } from '../../analytics/beat-events.service.js';
import type { EntityContext } from '../../entities/entity.types.js';
import type { BeatMarksRepository } from '../beat-marks.repository.js';
import type { PlayReachRepository } from './play-reach.repository.js';
import type { PlaysRepository } from './plays.repository.js';

/** Who is listening: the account, else the browser's session or visitor cookie (hashed), and the address. */
export interface Listener extends EntityContext {
  key: string;
  address: string;
}
/** [beat, listener, started at (ms), nonce, address hash]: what a play token carries. */
type PlayGrant = [number, string, number, string, string];

const addressTag = (address: string) => createHash('sha256').update(address).digest('base64url').slice(0, 16);

const HOUR = 3_600_000;
/** Clocks and networks are not exact: a report this much early still counts. */
const SLACK_MS = 1500;
/**
 * A progress report is measured from the token, which the player gets a round trip after the audio started
 * (and the last tenth a second before the end): more slack, still far less than a tenth of a preview.
 */
const PROGRESS_SLACK_MS = 3000;
const refused = (message: string) => new AppError('validation_failed', { topicId: 'token', message });

/**
 * Issue 37 §5 (decision 0094): the start of a play is recorded as it always was (the raw stat and event),
 * but the beat's public play count moves only when the listener reports, with the single-use token the
 * start gave, that they heard PLAY_COUNT_SECONDS of it; and once per listener and address per window.
 */
export function createPlaysService(deps: {
  repo: PlaysRepository;
  reach: PlayReachRepository;
  marks: BeatMarksRepository;
  record: RecordBeatEvent;
  canSeeBeatId(ctx: EntityContext, beatId: number): Promise<boolean>;
  secret: string;
  now: () => Date;
}) {
  const tokens = createSignedTokens<PlayGrant>(deps.secret, 'play');

  async function playable(who: Listener, beatId: number): Promise<number> {
    const seconds = (await deps.canSeeBeatId(who, beatId)) ? await deps.repo.previewSeconds(beatId) : null;
    if (seconds === null) throw new AppError('record_not_found');
    return Math.min(PLAY_COUNT_SECONDS, seconds);
  }

  // At most hourly, the report that comes along forgets what no rule reads any more: progress once its token
  // has expired; claims once neither their nonce (the token's life) nor the counting window needs them.
  let prunedAt = 0;
  async function prunePast(now: Date) {
    if (now.getTime() - prunedAt < HOUR) return;
    prunedAt = now.getTime();
    await deps.reach.prune(new Date(now.getTime() - PLAY_TOKEN_TTL_HOURS * HOUR));
    await deps.repo.pruneClaims(
      new Date(now.getTime() - Math.max(PLAY_TOKEN_TTL_HOURS, PLAY_COUNT_WINDOW_HOURS) * HOUR),
    );
  }

  /** The token's nonce, once it is this beat's and this listener's, unaltered, alive, and `seconds` old. */
  function grantOf(who: Listener, beatId: number, token: string, seconds: number, slackMs = SLACK_MS) {
    const grant = tokens.verify(token);
    // A visitor who logs in mid-play changes key (login renews the cookie): the address vouches for them.
    const sameListener = grant && (grant[1] === who.key || grant[4] === addressTag(who.address));
    if (!grant || grant[0] !== beatId || !sameListener) throw refused('This play token is not valid here.');
    const [, listener, startedAt, nonce] = grant;
    const now = deps.now();
    const elapsed = now.getTime() - startedAt;
    if (elapsed > PLAY_TOKEN_TTL_HOURS * HOUR) throw refused('This play token has expired.');
    if (elapsed + slackMs < seconds * 1000) throw refused('Reported before the play could have been heard.');
    return { nonce, now, listener };
  }

  return {
    async start(who: Listener, beatId: number): Promise<PlayStart> {
      const seconds = await playable(who, beatId);
      const userId = who.user?.id ?? null;
      await deps.marks.recordStat(beatId, 'played', userId);
      deps.record(beatId, 'play_start', { userId });
      const grant: PlayGrant = [
        beatId,
        who.key,
        deps.now().getTime(),
        randomBytes(12).toString('base64url'),
        addressTag(who.address),
      ];
      return { token: tokens.sign(grant), seconds };
    },

    async heard(who: Listener, beatId: number, body: unknown): Promise<{ counted: boolean }> {
      const seconds = await playable(who, beatId);
      const { token } = parse(playHeardSchema, body);
      const { nonce, now, listener } = grantOf(who, beatId, token, seconds);
      await prunePast(now);
      const outcome = await deps.repo.claim({
        nonce,
        beatId,
        // The play belongs to whoever started it: one window per listener, whatever they became since.
        listener,
        address: who.address,
        at: now,
        windowMs: PLAY_COUNT_WINDOW_HOURS * HOUR,
        userId: who.user?.id ?? null,
      });
      if (outcome === 'used') throw new AppError('conflict', { message: 'This play has already been reported.' });
      // Beat Intelligence shows counted plays beside the raw starts (decision 0102).
      if (outcome === 'counted') deps.record(beatId, 'play_counted', { userId: who.user?.id ?? null });
      return { counted: outcome === 'counted' };
    },

    /**
     * How far the play got (decision 0103): `tenths` of the preview heard, which the time since the token was
     * made must allow; each tenth once per play, in rising order (a tenth already reported is a 409).
     */
    async progress(who: Listener, beatId: number, body: unknown): Promise<{ tenths: number }> {
      const length = await deps.repo.previewSeconds(beatId);
      if (length === null || !(await deps.canSeeBeatId(who, beatId))) throw new AppError('record_not_found');
      const { token, tenths } = parse(playProgressSchema, body);
      if (!Number.isFinite(length)) throw refused('This preview’s length is not known yet.');
      const { nonce, now } = grantOf(who, beatId, token, (length * tenths) / PLAY_REACH_PARTS, PROGRESS_SLACK_MS);
      await prunePast(now);
      if (!(await deps.reach.report({ nonce, beatId, tenths, at: now })))
        throw new AppError('conflict', { message: 'This part of the play has already been reported.' });
      return { tenths };
    },
  };
}
export type PlaysService = ReturnType<typeof createPlaysService>;
