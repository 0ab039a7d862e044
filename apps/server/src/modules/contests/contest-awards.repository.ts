import { count, eq, sql } from 'drizzle-orm';
import type { ContestPrize } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import { contestWinners, coupons, ledgerEntries } from '../../db/schema/index.js';
import type { Tx } from './contests.repository.js';

/** One place's winner and what their prize becomes (decided by the service). */
export interface Award {
  place: number;
  entryId: number;
  userId: number;
  prize: ContestPrize | null;
  /** The ledger row's note, or the coupon's title. */
  label: string;
  /** A coupon prize's code and last day. */
  code?: string;
  redeemBy?: string;
}

async function payPrize(tx: Tx, a: Award, by: number) {
  if (!a.prize) return { ledgerEntryId: null, couponId: null };
  if (a.prize.kind === 'cash') {
    // An adjustment of the winner's: it lands on their next statement and is paid by a payout like any earning.
    const [row] = await tx
      .insert(ledgerEntries)
      .values({
        payeeId: a.userId,
        role: 'producer',
        kind: 'adjustment',
        amount: a.prize.amount,
        note: a.label,
        createdBy: by,
      })
      .returning({ id: ledgerEntries.id });
    return { ledgerEntryId: row!.id, couponId: null };
  }
  const [row] = await tx
    .insert(coupons)
    .values({ title: a.label, code: a.code!, buyX: 1, getY: 0, percentOff: a.prize.percent_off, redeemBy: a.redeemBy! })
    .returning({ id: coupons.id });
  return { ledgerEntryId: null, couponId: row!.id };
}

export function createContestAwardsRepository(db: Db) {
  return {
    /**
     * The winners and every prize in one transaction; false when the contest already has winners. The
     * contest's row is locked first, so of two picks at once the second sees the first's winners.
     */
    award: (contestId: number, awards: Award[], by: number) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from contests where id = ${contestId} for update`);
        const [had] = await tx
          .select({ n: count() })
          .from(contestWinners)
          .where(eq(contestWinners.contestId, contestId));
        if (had!.n > 0) return false;
        for (const a of awards) {
          const paid = await payPrize(tx, a, by);
          await tx
            .insert(contestWinners)
            .values({ contestId, place: a.place, entryId: a.entryId, userId: a.userId, createdBy: by, ...paid });
        }
        return true;
      }),
  };
}
export type ContestAwardsRepository = ReturnType<typeof createContestAwardsRepository>;
