import type { PlayStart } from '@beatmarket/shared';
import { post } from './api';

/** Spec §7 stats (played, downloaded, shared_*); failures do not concern the listener. */
export function recordStat(beatId: number, stat: string) {
  void post(`/beat/${beatId}/stat/${stat}`).catch(() => undefined);
}

/** A play's start (the raw stat, server side) and its token; null when the server could not be reached. */
export function startPlay(beatId: number): Promise<PlayStart | null> {
  return post<PlayStart>(`/beat/${beatId}/play`).catch(() => null);
}

/** The play has been heard long enough to count (issue 37 §5); the server decides whether it does. */
export function reportHeard(beatId: number, token: string) {
  void post(`/beat/${beatId}/play/heard`, { token }).catch(() => undefined);
}

/** How many tenths of the preview this play has heard (decision 0103); Beat Intelligence's drop-off. */
export function reportReached(beatId: number, token: string, tenths: number) {
  void post(`/beat/${beatId}/play/progress`, { token, tenths }).catch(() => undefined);
}
