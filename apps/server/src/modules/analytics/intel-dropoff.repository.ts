import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { beatDailyEvents, beatPlayReach, beats } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import type { DayRange } from './intel.range.js';

/** One beat's raw starts and plays per tenth heard over a range: two key-range reads of small rollups. */
export function createDropoffRepository(db: Db) {
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
export type DropoffRepository = ReturnType<typeof createDropoffRepository>;
