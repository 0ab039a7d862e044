import { intelDropoffParams, per100, PLAY_REACH_PARTS, type IntelDropoff } from '@beatmarket/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { beatDailyEvents, beatPlayReach, beats } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import { defineReport, type ReportDefinition } from '../reports/report.registry.js';
import type { DayRange } from './intel.range.js';
import { resolveScope } from './intel.scope.js';

/** One beat's raw starts and plays per tenth heard over a range: two key-range reads of small rollups. */
function dropoffRepository(db: Db) {
  return {
    async read(beatId: number, range: DayRange) {
      const [head] = rowsOf<{ title: string; starts: string | number }>(
        await db.execute(sql`select b.title, coalesce((select sum(count) from ${beatDailyEvents}
            where beat_id = ${beatId} and event = 'play_start' and day between ${range.from} and ${range.to}), 0) as starts
          from ${beats} b where b.id = ${beatId}`),
      );
      const tenths = rowsOf<{ tenths: number; plays: string | number }>(
        await db.execute(sql`select tenths, sum(reached) as plays from ${beatPlayReach}
          where beat_id = ${beatId} and day between ${range.from} and ${range.to} group by tenths`),
      );
      return { title: head?.title ?? '', starts: Number(head?.starts ?? 0), tenths };
    },
  };
}

/**
 * `intel-drop-off` (decision 0103): how far listeners get into one beat, by tenths of the preview heard.
 * The intelligence scope rules: a producer reads only their own beats, an administrator any.
 */
export function dropoffReport(db: Db, beatOwner: (beatId: number) => Promise<number | null>): ReportDefinition {
  const repo = dropoffRepository(db);
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
