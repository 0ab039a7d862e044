import { get } from '../../lib/api';
import type { Beat } from '../../lib/beat';
import { recordStat } from '../catalog/api/use-beat-actions';
import { createPlayer, type Player } from './player-store';

let instance: Player | null = null;

/** The app's single player, made on first use (the audio element exists only in a browser). */
export function appPlayer(): Player {
  instance ??= createPlayer(new Audio(), {
    randomBeats: (page) => get<Beat[]>('/beat/random', { page }),
    onStarted: (beat) => recordStat(beat.id, 'played'),
  });
  return instance;
}
