import { VOLUME_DEFAULT } from '@beatmarket/shared';
import type { Beat } from '../../lib/beat';

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
