import type { Beat } from './beat';

type Listener = (beat: Beat) => void;
const listeners = new Set<Listener>();

/**
 * A beat the server answered with (after a favorite or a rating) reaches every holder of a copy that
 * the query cache does not own, such as the footer player's playlist, without the catalog knowing them.
 */
export function publishBeat(beat: Beat) {
  listeners.forEach((l) => l(beat));
}

export function subscribeBeats(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
