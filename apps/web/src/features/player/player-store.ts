import { BUFFERING_INDICATOR_MS, VOLUME_DEFAULT } from '@beatmarket/shared';
import type { Beat } from '../../lib/beat';
import { setNoAutoplay } from './no-autoplay-cookie';

export interface PlayerState {
  playlist: Beat[];
  playlistId: string | null;
  /** Beats in the order they were played; `index` points at the current one. */
  history: Beat[];
  index: number;
  playing: boolean;
  buffering: boolean;
  /** The browser refused to start audio without a gesture (NotAllowedError). */
  unauthorized: boolean;
  everPlayed: boolean;
  currentTime: number;
  duration: number;
  volume: number;
}

export interface PlayerDeps {
  /** Random playable beats (GET /beat/random). */
  randomBeats(page: number): Promise<Beat[]>;
  onStarted(beat: Beat): void;
  /** Once per play, when 30 s of it have been heard (seeking ahead does not count): beat intelligence. */
  onPlayed30s?(beat: Beat): void;
}

/** Listening time after which a play counts as played to 30 s (spec §7 stats, issue 17). */
export const PLAYED_30S = 30;

export const currentBeat = (s: PlayerState): Beat | null => s.history[s.index] ?? null;

/** The one player of the app (spec §4): playlist, history and index around a single audio element. */
export const IDLE_PLAYER: PlayerState = {
  playlist: [],
  playlistId: null,
  history: [],
  index: -1,
  playing: false,
  buffering: false,
  unauthorized: false,
  everPlayed: false,
  currentTime: 0,
  duration: 0,
  volume: VOLUME_DEFAULT,
};

export function createPlayer(audio: HTMLAudioElement, deps: PlayerDeps) {
  let state: PlayerState = IDLE_PLAYER;
  const listeners = new Set<() => void>();
  let bufferTimer: ReturnType<typeof setTimeout> | undefined;
  let prefetched: Beat | null = null;
  let randomPage = 1;
  let startedId: number | null = null;
  // Seconds heard of the current play: timeupdate steps of under 2 s while playing (a seek jumps further).
  let heard = 0;
  let lastTime = 0;
  let reported30s = false;

  const set = (patch: Partial<PlayerState>) => {
    state = { ...state, ...patch };
    listeners.forEach((l) => l());
  };
  audio.volume = VOLUME_DEFAULT / 100;
  audio.preload = 'auto';

  async function randomBeat(): Promise<Beat | null> {
    if (prefetched) {
      const b = prefetched;
      prefetched = null;
      return b;
    }
    const current = currentBeat(state)?.id;
    const page = await deps.randomBeats(randomPage++).catch(() => [] as Beat[]);
    if (!page.length) randomPage = 1;
    return page.find((b) => b.id !== current && b.demo_url) ?? null;
  }

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

  function load(beat: Beat, history: Beat[], index: number) {
    set({ history, index, currentTime: 0, duration: beat.duration ?? 0, unauthorized: false });
    startedId = null;
    heard = 0;
    lastTime = 0;
    reported30s = false;
    audio.src = beat.demo_url ?? '';
    start();
  }

  /** Plays a beat as the next history entry (forward history is dropped, as in a browser). */
  function playNew(beat: Beat) {
    const history = [...state.history.slice(0, state.index + 1), beat];
    load(beat, history, history.length - 1);
  }

  audio.addEventListener('playing', () => {
    clearTimeout(bufferTimer);
    const beat = currentBeat(state);
    if (beat && startedId !== beat.id) {
      startedId = beat.id;
      deps.onStarted(beat);
    }
    setNoAutoplay(false);
    set({ playing: true, buffering: false, everPlayed: true, unauthorized: false });
  });
  audio.addEventListener('pause', () => set({ playing: false }));
  audio.addEventListener('waiting', () => {
    clearTimeout(bufferTimer);
    bufferTimer = setTimeout(() => set({ buffering: true }), BUFFERING_INDICATOR_MS);
  });
  audio.addEventListener('canplay', () => {
    clearTimeout(bufferTimer);
    set({ buffering: false });
    if (!prefetched) void randomBeat().then((b) => (prefetched = b));
  });
  audio.addEventListener('timeupdate', () => {
    const step = audio.currentTime - lastTime;
    lastTime = audio.currentTime;
    if (state.playing && step > 0 && step < 2) heard += step;
    const beat = currentBeat(state);
    if (!reported30s && heard >= PLAYED_30S && beat) {
      reported30s = true;
      deps.onPlayed30s?.(beat);
    }
    set({ currentTime: audio.currentTime });
  });
  audio.addEventListener('durationchange', () => Number.isFinite(audio.duration) && set({ duration: audio.duration }));
  audio.addEventListener('ended', () => void api.next());
  // Spec §4: an audio error loads another random beat.
  audio.addEventListener('error', () => {
    if (!audio.getAttribute('src')) return;
    void randomBeat().then((b) => b && playNew(b));
  });

  const api = {
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getState: () => state,
    play(beat: Beat, playlist: Beat[], playlistId: string) {
      if (!beat.demo_url) return;
      set({ playlist: playlist.filter((b) => b.demo_url), playlistId });
      if (currentBeat(state)?.id === beat.id) return api.resume();
      playNew(beat);
    },
    resume() {
      if (currentBeat(state)) start();
    },
    pause() {
      setNoAutoplay(true);
      audio.pause();
    },
    toggle() {
      if (state.playing) api.pause();
      else api.resume();
    },
    /** Forward in history, else the next beat of the playlist, else a random one. */
    async next() {
      if (state.index < state.history.length - 1)
        return load(state.history[state.index + 1]!, state.history, state.index + 1);
      const at = state.playlist.findIndex((b) => b.id === currentBeat(state)?.id);
      const following = at >= 0 ? state.playlist[at + 1] : undefined;
      const beat = following ?? (await randomBeat());
      if (beat) playNew(beat);
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
      const v = Math.min(100, Math.max(0, volume));
      audio.volume = v / 100;
      set({ volume: v });
    },
    /** A beat changed elsewhere (favorited): the player shows the fresh copy. */
    updateBeat(beat: Beat) {
      if (!state.history.some((b) => b.id === beat.id)) return;
      set({
        history: state.history.map((b) => (b.id === beat.id ? beat : b)),
        playlist: state.playlist.map((b) => (b.id === beat.id ? beat : b)),
      });
    },
  };
  return api;
}
export type Player = ReturnType<typeof createPlayer>;
