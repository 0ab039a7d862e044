import { get } from '../../lib/api';
import type { Beat } from '../../lib/beat';
import { track } from '../../lib/analytics';
import { recordStat, reportHeard, reportReached, startPlay } from '../../lib/beat-stats';
import { subscribeBeats } from '../../lib/beat-updates';
import { createPlayer, type Player } from './player-store';

let instance: Player | null = null;

/** The app's single player, made on first use (the audio element exists only in a browser). */
export function appPlayer(): Player {
  if (instance) return instance;
  const player = createPlayer(new Audio(), {
    randomBeats: (page) => get<Beat[]>('/beat/random', { page }),
    onStarted: (beat) => {
      track({ name: 'play', beat });
      return startPlay(beat.id);
    },
    onPlayed30s: (beat) => recordStat(beat.id, 'played_30s'),
    onHeard: (beat, token) => reportHeard(beat.id, token),
    onReached: (beat, token, tenths) => reportReached(beat.id, token, tenths),
  });
  // A favorite or a rating answered by the server changes the beat in the playlist too (the bar's heart follows).
  subscribeBeats((beat) => player.updateBeat(beat));
  instance = player;
  return player;
}
