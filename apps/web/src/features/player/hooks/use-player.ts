import { useSyncExternalStore } from 'react';
import { appPlayer } from '../player';
import type { PlayerState } from '../player-store';

/** The player's state for a component, re-rendered on every change it reads. */
export function usePlayer(): [PlayerState, ReturnType<typeof appPlayer>] {
  const player = appPlayer();
  const state = useSyncExternalStore(player.subscribe, player.getState);
  return [state, player];
}
