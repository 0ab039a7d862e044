import { VOLUME_DEFAULT } from '@beatmarket/shared';
import type { Track } from '../../lib/track';

export interface PlayerState {
  playlist: Track[];
  playlistId: string | null;
  /** Tracks in the order they were played; `index` points at the current one. */
  history: Track[];
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

export const currentTrack = (s: PlayerState): Track | null => s.history[s.index] ?? null;

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
