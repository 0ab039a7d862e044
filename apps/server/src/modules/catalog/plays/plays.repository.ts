import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { beats, beatStats, playClaims } from '../../../db/schema/index.js';
import { lockBeat } from '../beat-marks.repository.js';

export interface PlayClaim {
  nonce: string;
  beatId: number;
  listener: string;
  address: string;
  at: Date;
  windowMs: number;
  userId: number | null;
}
/** What became of a heard play: counted, heard again within the window, or a token already sent back. */
export type ClaimOutcome = 'counted' | 'repeat' | 'used';

export function createPlaysRepository(db: Db) {
  return {
    /** A beat's preview length, to know how much of it a listener can hear; null when it is not playable. */
    async previewSeconds(beatId: number): Promise<number | null> {
      const [row] = await db
        .select({ durationMs: beats.durationMs, demoUrl: beats.demoUrl })
        .from(beats)
        .where(eq(beats.id, beatId));
      if (!row?.demoUrl) return null;
      return row.durationMs ? row.durationMs / 1000 : Infinity;
    },

    /**
     * Under the beat's lock, so parallel claims of one beat queue: the token is taken (its nonce is the key),
     * and the play counts unless this listener or this address had one counted within the window.
     */
    async claim(c: PlayClaim): Promise<ClaimOutcome> {
      return db.transaction(async (tx) => {
        await lockBeat(tx, c.beatId);
        const since = new Date(c.at.getTime() - c.windowMs);
        const [recent] = await tx
          .select({ nonce: playClaims.nonce })
          .from(playClaims)
          .where(
            and(
              eq(playClaims.beatId, c.beatId),
              eq(playClaims.counted, true),
              gt(playClaims.claimedAt, since),
              or(eq(playClaims.listener, c.listener), eq(playClaims.address, c.address)),
            ),
          )
          .limit(1);
        const counted = !recent;
        const taken = await tx
          .insert(playClaims)
          .values({
            nonce: c.nonce,
            beatId: c.beatId,
            listener: c.listener,
            address: c.address,
            counted,
            claimedAt: c.at,
          })
          .onConflictDoNothing()
          .returning({ nonce: playClaims.nonce });
        if (!taken.length) return 'used';
        if (!counted) return 'repeat';
        await tx.insert(beatStats).values({ beatId: c.beatId, stat: 'played_counted', userId: c.userId });
        await tx
          .update(beats)
          .set({ plays: sql`${beats.plays} + 1` })
          .where(eq(beats.id, c.beatId));
        return 'counted';
      });
    },

    /** Forgets the claims made before `before`. */
    async pruneClaims(before: Date): Promise<void> {
      await db.delete(playClaims).where(lt(playClaims.claimedAt, before));
    },
  };
}
export type PlaysRepository = ReturnType<typeof createPlaysRepository>;
