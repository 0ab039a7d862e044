import { BUFFERING_INDICATOR_MS } from '@beatmarket/shared';
import { beatOf, type Track } from '../../lib/track';
import { setNoAutoplay } from './no-autoplay-cookie';
import { currentTrack, type PlayerState } from './player-state';
import type { createPlayTracker, createRandomBeats } from './player-tracking';

/** What of the player the audio element's events move. */
interface PlayerInternals {
  state(): PlayerState;
  set(patch: Partial<PlayerState>): void;
  tracker: ReturnType<typeof createPlayTracker>;
  random: ReturnType<typeof createRandomBeats>;
  playNew(track: Track): void;
  next(): Promise<void>;
}

/** The audio element's events, turned into the player's state, its reports and its moves to another beat. */
export function listenTo(audio: HTMLAudioElement, p: PlayerInternals) {
  let bufferTimer: ReturnType<typeof setTimeout> | undefined;
  const handlers = {
    playing() {
      clearTimeout(bufferTimer);
      p.tracker.started(beatOf(currentTrack(p.state())));
      setNoAutoplay(false);
      p.set({ playing: true, buffering: false, everPlayed: true, unauthorized: false });
    },
    pause: () => p.set({ playing: false }),
    waiting() {
      clearTimeout(bufferTimer);
      bufferTimer = setTimeout(() => p.set({ buffering: true }), BUFFERING_INDICATOR_MS);
    },
    canplay() {
      clearTimeout(bufferTimer);
      p.set({ buffering: false });
      p.random.prefetch(beatOf(currentTrack(p.state()))?.id);
    },
    timeupdate() {
      p.tracker.progressed(audio.currentTime, p.state().playing, beatOf(currentTrack(p.state())), audio.duration);
      p.set({ currentTime: audio.currentTime });
    },
    durationchange: () => Number.isFinite(audio.duration) && p.set({ duration: audio.duration }),
    ended: () => void p.next(),
    // Spec §4: an audio error loads another random beat.
    error() {
      if (!audio.getAttribute('src')) return;
      void p.random.take(beatOf(currentTrack(p.state()))?.id).then((b) => b && p.playNew(b));
    },
  };
  for (const [event, handler] of Object.entries(handlers)) audio.addEventListener(event, handler);
}
