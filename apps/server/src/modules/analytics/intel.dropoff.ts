import { intelDropoffParams, per100, PLAY_REACH_PARTS, type IntelDropoff } from '@beatmarket/shared';
import { defineReport, type ReportDefinition } from '../reports/report.registry.js';
import type { DropoffRepository } from './intel-dropoff.repository.js';
import { resolveScope } from './intel.scope.js';

/**
 * `intel-dropoff` (decision 0103): how far listeners get into one beat, by tenths of the preview heard.
 * The intelligence scope rules: a producer reads only their own beats, an administrator any.
 */
export function dropoffReport(
  repo: DropoffRepository,
  beatOwner: (beatId: number) => Promise<number | null>,
): ReportDefinition {
  return defineReport({
    id: 'intel-dropoff',
    access: 'producer',
    params: intelDropoffParams,
    async run(ctx, p): Promise<IntelDropoff> {
      await resolveScope(ctx, p, beatOwner);
      const { title, starts, tenths } = await repo.read(p.beat_id, p);
      const byTenth = new Map(tenths.map((t) => [Number(t.tenths), Number(t.plays)]));
      const steps = Array.from({ length: PLAY_REACH_PARTS }, (_, i) => {
        const plays = byTenth.get(i + 1) ?? 0;
        return { pct: ((i + 1) * 100) / PLAY_REACH_PARTS, plays, of_starts: per100(plays, starts) };
      });
      return { beat_id: p.beat_id, title, starts, steps };
    },
  });
}
