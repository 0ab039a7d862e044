import { PLAY_REACH_PARTS, type PlayStart } from '@beatmarket/shared';
import type { Beat } from '../../lib/beat';

/** Listening time after which a play counts as played to 30 s (spec §7 stats, issue 17). */
const PLAYED_30S = 30;

interface TrackingDeps {
  randomBeats(page: number): Promise<Beat[]>;
  /** The server's answer, when it gives one, holds the token the heard report sends back (decision 0094). */
  onStarted(beat: Beat): Promise<PlayStart | null> | void;
  onPlayed30s?(beat: Beat): void;
  onHeard?(beat: Beat, token: string): void;
  /** Tenths of the preview heard so far, each at most once per play (decision 0103). */
  onReached?(beat: Beat, token: string, tenths: number): void;
}

/** Random playable beats, one kept ahead so the next random pick starts without a wait. */
export function createRandomBeats(deps: Pick<TrackingDeps, 'randomBeats'>) {
  let prefetched: Beat | null = null;
  let randomPage = 1;

  async function take(currentId: number | undefined): Promise<Beat | null> {
    if (prefetched) {
      const b = prefetched;
      prefetched = null;
      return b;
    }
    const page = await deps.randomBeats(randomPage++).catch(() => [] as Beat[]);
    if (!page.length) randomPage = 1;
    return page.find((b) => b.id !== currentId && b.demo_url) ?? null;
  }

  return {
    take,
    prefetch(currentId: number | undefined) {
      if (!prefetched) void take(currentId).then((b) => (prefetched = b));
    },
  };
}

/** Timeupdates come about every quarter second and stop short of the end: the last tenth is reached this close. */
const END_SLACK_S = 1;

/**
 * One play's reports: started once; heard (the public count, decision 0094) once the seconds the start's
 * answer named have been heard; played to 30 s once enough of it has been heard; each tenth of the preview
 * heard once (the drop-off, decision 0103).
 */
export function createPlayTracker(deps: Pick<TrackingDeps, 'onStarted' | 'onPlayed30s' | 'onHeard' | 'onReached'>) {
  let startedId: number | null = null;
  // Seconds heard of the current play: timeupdate steps of under 2 s while playing (a seek jumps further).
  let heard = 0;
  let lastTime = 0;
  let reported30s = false;
  let pass: PlayStart | null = null;
  // What had been heard when the token came: the server dates the play from its answer, so only what is
  // heard after it counts towards the token's seconds (a slow answer would otherwise report too early).
  let heardAtPass = 0;
  let reach: { token: string; tenths: number } | null = null;

  return {
    reset() {
      startedId = null;
      heard = 0;
      lastTime = 0;
      reported30s = false;
      pass = null;
      heardAtPass = 0;
      reach = null;
    },
    started(beat: Beat | null) {
      if (beat && startedId !== beat.id) {
        startedId = beat.id;
        void Promise.resolve(deps.onStarted(beat)).then((answer) => {
          if (answer && startedId === beat.id) {
            pass = answer;
            heardAtPass = heard;
            reach = { token: answer.token, tenths: 0 };
          }
        });
      }
    },
    progressed(time: number, playing: boolean, beat: Beat | null, duration = NaN) {
      const step = time - lastTime;
      lastTime = time;
      if (playing && step > 0 && step < 2) heard += step;
      if (pass && beat && heard - heardAtPass >= pass.seconds) {
        deps.onHeard?.(beat, pass.token);
        pass = null;
      }
      if (reach && beat && duration > 0) {
        const reached =
          heard + END_SLACK_S >= duration ? PLAY_REACH_PARTS : Math.floor((heard / duration) * PLAY_REACH_PARTS);
        // The server checks the tenths against the time since its answer: claim no more than that shows.
        const shown = Math.floor(((heard - heardAtPass + END_SLACK_S) / duration) * PLAY_REACH_PARTS);
        const tenths = Math.min(reached, shown);
        if (tenths > reach.tenths) {
          reach.tenths = tenths;
          deps.onReached?.(beat, reach.token, tenths);
        }
      }
      if (!reported30s && heard >= PLAYED_30S && beat) {
        reported30s = true;
        deps.onPlayed30s?.(beat);
      }
    },
  };
}
