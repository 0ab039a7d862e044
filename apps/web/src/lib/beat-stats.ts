import { post } from './api';

/** Spec §7 stats (played, downloaded, shared_*); failures do not concern the listener. */
export function recordStat(beatId: number, stat: string) {
  void post(`/beat/${beatId}/stat/${stat}`).catch(() => undefined);
}
