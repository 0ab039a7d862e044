import { circleSliderValue, VOLUME_DEFAULT, type PlayStart } from '@beatmarket/shared';
import type { Beat } from '../../lib/beat';
import { beatOf, sameTrack, type Track } from '../../lib/track';
import { currentTrack, IDLE_PLAYER, type PlayerState } from './player-state';
import { setNoAutoplay } from './no-autoplay-cookie';
import { listenTo } from './player-audio-events';
import { createPlayTracker, createRandomBeats } from './player-tracking';

export interface PlayerDeps {
  /** Random playable beats (GET /beat/random). */
  randomBeats(page: number): Promise<Beat[]>;
  /** The play's start; its answer may carry the token of the heard report (decision 0094). */
  onStarted(beat: Beat): Promise<PlayStart | null> | void;
  /** Once per play, when 30 s of it have been heard (seeking ahead does not count): beat intelligence. */
  onPlayed30s?(beat: Beat): void;
  /** Once per play, when the seconds the start's answer named have been heard: the public play count. */
  onHeard?(beat: Beat, token: string): void;
  onReached?(beat: Beat, token: string, tenths: number): void;
}

export function createPlayer(audio: HTMLAudioElement, deps: PlayerDeps) {
  let state: PlayerState = IDLE_PLAYER;
  const listeners = new Set<() => void>();
  const random = createRandomBeats(deps);
  const tracker = createPlayTracker(deps);

  const set = (patch: Partial<PlayerState>) => {
    state = { ...state, ...patch };
    listeners.forEach((l) => l());
  };
  audio.volume = VOLUME_DEFAULT / 100;
  audio.preload = 'auto';

  const randomBeat = () => random.take(beatOf(currentTrack(state))?.id);

  function start() {
    // Old engines return nothing from play(); the promise is only there to report a refusal.
    void Promise.resolve(audio.play()).catch((err: unknown) => {
      // Autoplay blocked: wait for a gesture instead of retrying.
      if (err instanceof DOMException && err.name === 'NotAllowedError') {
        audio.pause();
        set({ unauthorized: true, playing: false });
      }
    });
  }

  function load(track: Track, history: Track[], index: number) {
    set({ history, index, currentTime: 0, duration: track.duration ?? 0, unauthorized: false });
    tracker.reset();
    audio.src = track.demo_url ?? '';
    start();
  }

  /** Plays a track as the next history entry (forward history is dropped, as in a browser). */
  function playNew(track: Track) {
    const history = [...state.history.slice(0, state.index + 1), track];
    load(track, history, history.length - 1);
  }

  listenTo(audio, {
    state: () => state,
    set,
    tracker,
    random,
    playNew,
    next: () => api.next(),
  });

  const api = {
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getState: () => state,
    play(track: Track, playlist: Track[], playlistId: string) {
      if (!track.demo_url) return;
      set({ playlist: playlist.filter((t) => t.demo_url), playlistId });
      if (sameTrack(currentTrack(state), track)) return api.resume();
      playNew(track);
    },
    resume() {
      if (currentTrack(state)) start();
    },
    pause() {
      setNoAutoplay(true);
      audio.pause();
    },
    toggle() {
      if (state.playing) api.pause();
      else api.resume();
    },
    /** Forward in history, else the next track of the playlist, else a random beat. */
    async next() {
      if (state.index < state.history.length - 1)
        return load(state.history[state.index + 1]!, state.history, state.index + 1);
      const at = state.playlist.findIndex((t) => sameTrack(t, currentTrack(state)));
      const following = at >= 0 ? state.playlist[at + 1] : undefined;
      const track = following ?? (await randomBeat());
      if (track) playNew(track);
    },
    previous() {
      if (state.index <= 0) return;
      load(state.history[state.index - 1]!, state.history, state.index - 1);
    },
    /** Seek slider position 0-100. */
    seek(percent: number) {
      const d = audio.duration || state.duration;
      if (!d) return;
      audio.currentTime = (Math.min(100, Math.max(0, percent)) / 100) * d;
      set({ currentTime: audio.currentTime });
    },
    setVolume(volume: number) {
      // A NaN from the control would make the audio element throw (a volume must be finite).
      const v = circleSliderValue(volume);
      audio.volume = v / 100;
      set({ volume: v });
    },
    /** A beat changed elsewhere (favorited): the player shows the fresh copy. */
    updateBeat(beat: Beat) {
      if (!state.history.some((t) => sameTrack(t, beat))) return;
      set({
        history: state.history.map((t) => (sameTrack(t, beat) ? beat : t)),
        playlist: state.playlist.map((t) => (sameTrack(t, beat) ? beat : t)),
      });
    },
  };
  return api;
}
export type Player = ReturnType<typeof createPlayer>;
