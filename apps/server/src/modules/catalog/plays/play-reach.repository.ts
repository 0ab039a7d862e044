import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { beatPlayReach, playProgress } from '../../../db/schema/index.js';
import { rowsOf } from '../../../db/rows.js';

/** A report of how far a play got: its token's nonce, the beat, and the tenths of the preview heard. */
export interface ReachReport {
  nonce: string;
  beatId: number;
  tenths: number;
  at: Date;
}

/** Decision 0103: each play's furthest tenth, and per beat and day how many plays reached each tenth. */
export function createPlayReachRepository(db: Db) {
  return {
    /**
     * Moves the play's furthest tenth up to `tenths` and adds one to each tenth it passed (so a report that
     * skips a tenth still counts it); answers false when the play had already reported that far. The play's
     * row is locked first, so two reports of one play never count the same tenth twice.
     */
    async report(r: ReachReport): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.insert(playProgress).values({ nonce: r.nonce, tenths: 0, reportedAt: r.at }).onConflictDoNothing();
        const [row] = rowsOf<{ tenths: number }>(
          await tx.execute(sql`select tenths from ${playProgress} where nonce = ${r.nonce} for update`),
        );
        const before = row?.tenths ?? 0;
        if (before >= r.tenths) return false;
        await tx.execute(sql`update ${playProgress} set tenths = ${r.tenths}, reported_at = ${r.at.toISOString()}
          where nonce = ${r.nonce}`);
        const day = r.at.toISOString().slice(0, 10);
        await tx.execute(sql`insert into ${beatPlayReach} (beat_id, day, tenths, reached)
          select ${r.beatId}::int, ${day}::date, g::smallint, 1 from generate_series(${before + 1}::int, ${r.tenths}::int) g
          on conflict (beat_id, day, tenths) do update set reached = ${beatPlayReach}.reached + 1`);
        return true;
      });
    },

    /** Each tenth's plays over a range of days (inclusive), for one beat. */
    async forBeat(beatId: number, range: { from: string; to: string }) {
      return rowsOf<{ tenths: number; reached: number | string }>(
        await db.execute(sql`select tenths, sum(reached) as reached from ${beatPlayReach}
          where beat_id = ${beatId} and day between ${range.from} and ${range.to} group by tenths`),
      );
    },

    /** Forgets the progress of plays whose tokens have expired (nothing can report on them any more). */
    async prune(before: Date): Promise<number> {
      const gone = await db
        .delete(playProgress)
        .where(lt(playProgress.reportedAt, before))
        .returning({ nonce: playProgress.nonce });
      return gone.length;
    },
  };
}
export type PlayReachRepository = ReturnType<typeof createPlayReachRepository>;
