import { useSyncExternalStore } from 'react';
import { appPlayer } from '../player';
import { IDLE_PLAYER, type PlayerState } from '../player-state';
import type { Player } from '../player-store';

// A server render has no audio element; its handlers never run there, so they reach the player only when called.
const deferredPlayer = new Proxy({} as Player, {
  get:
    (_, key: keyof Player) =>
    (...args: unknown[]) =>
      (appPlayer()[key] as (...a: unknown[]) => unknown)(...args),
});

/** The player's state for a component, re-rendered on every change it reads. */
export function usePlayer(): [PlayerState, Player] {
  const player = typeof Audio === 'undefined' ? deferredPlayer : appPlayer();
  // Nothing plays before the visitor asks, so the server's markup and the hydrating browser both show it idle.
  const state = useSyncExternalStore(player.subscribe, player.getState, () => IDLE_PLAYER);
  return [state, player];
}
